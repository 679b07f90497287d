export const FootballState = {
  Abnormal: 0,
  NotStarted: 1,
  FirstHalf: 2,
  HalfTime: 3,
  SecondHalf: 4,
  ExtraTime: 5,
  Blank: 6,
  Penalties: 7,
  Finished: 8,
  Postponed: 9,
  Interrupted: 10,
  Abandoned: 11,
  Cancelled: 12,
  Undetermined: 13,
} as const;

export type FootballStateCode = (typeof FootballState)[keyof typeof FootballState];

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

const LIVE_STATES: ReadonlySet<number> = new Set([
  FootballState.FirstHalf,
  FootballState.HalfTime,
  FootballState.SecondHalf,
  FootballState.ExtraTime,
  FootballState.Penalties,
]);

export function isFootballStateCode(code: number): code is FootballStateCode {
  return Object.hasOwn(FOOTBALL_STATE_LABELS, code);
}

/** Chinese label for a state code; "" for codes outside the SPEC table. */
export function footballStateLabel(code: number): string {
  return isFootballStateCode(code) ? FOOTBALL_STATE_LABELS[code] : "";
}

/** In play, half-time and penalties included. */
export function isFootballLive(code: number): boolean {
  return LIVE_STATES.has(code);
}

export function isFootballFinished(code: number): boolean {
  return code === FootballState.Finished;
}

export function isFootballNotStarted(code: number): boolean {
  return code === FootballState.NotStarted;
}
