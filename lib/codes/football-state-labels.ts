import type { FootballStateCode } from "./football-states";

// Apart from the codes: the pages that only test a state (is it live?) ship no labels.
export const FOOTBALL_STATE_LABELS: Record<FootballStateCode, string> = {
  0: "异常",
  1: "未开赛",
  2: "上半场",
  3: "中场",
  4: "下半场",
  5: "加时",
  // The feed leaves code 6 unused, so score tables show nothing for it.
  6: "",
  7: "点球",
  8: "完场",
  9: "推迟",
  10: "中断",
  11: "腰斩",
  12: "取消",
  13: "待定",
};

export function isFootballStateCode(code: number): code is FootballStateCode {
  return Object.hasOwn(FOOTBALL_STATE_LABELS, code);
}

/** Chinese label for a state code; "" for codes outside the SPEC table. */
export function footballStateLabel(code: number): string {
  return isFootballStateCode(code) ? FOOTBALL_STATE_LABELS[code] : "";
}
