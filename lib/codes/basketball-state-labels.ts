import { basketballQuarter, type BasketballStateCode } from "./basketball-states";

// Apart from the codes: the pages that only test a state (is it live?) ship no labels.
export const BASKETBALL_STATE_LABELS: Record<BasketballStateCode, string> = {
  0: "异常",
  1: "未开赛",
  2: "第一节",
  3: "第一节完",
  4: "第二节",
  5: "第二节完",
  6: "第三节",
  7: "第三节完",
  8: "第四节",
  9: "加时",
  10: "完场",
  11: "中断",
  12: "取消",
  13: "推迟",
  14: "腰斩",
  15: "待定",
};

const QUARTER_ORDINALS = ["1st", "2nd", "3rd", "4th"] as const;

export function isBasketballStateCode(code: number): code is BasketballStateCode {
  return Object.hasOwn(BASKETBALL_STATE_LABELS, code);
}

/** Chinese label for a state code; "" for codes outside the SPEC table. */
export function basketballStateLabel(code: number): string {
  return isBasketballStateCode(code) ? BASKETBALL_STATE_LABELS[code] : "";
}

/** "1st".."4th" for codes 2..8 (a quarter and its break share one ordinal); the Chinese label otherwise. */
export function basketballStateShortLabel(code: number): string {
  const quarter = basketballQuarter(code);
  return quarter === null ? basketballStateLabel(code) : QUARTER_ORDINALS[quarter - 1];
}
