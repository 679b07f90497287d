export const BasketballState = {
  Abnormal: 0,
  NotStarted: 1,
  FirstQuarter: 2,
  FirstQuarterEnd: 3,
  SecondQuarter: 4,
  SecondQuarterEnd: 5,
  ThirdQuarter: 6,
  ThirdQuarterEnd: 7,
  FourthQuarter: 8,
  Overtime: 9,
  Finished: 10,
  Interrupted: 11,
  Cancelled: 12,
  Postponed: 13,
  Abandoned: 14,
  Undetermined: 15,
} as const;

export type BasketballStateCode = (typeof BasketballState)[keyof typeof BasketballState];

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

/** Quarter (1-4) that is running or just ended for codes 2..8, otherwise null. */
export function basketballQuarter(code: number): 1 | 2 | 3 | 4 | null {
  if (code < BasketballState.FirstQuarter || code > BasketballState.FourthQuarter) return null;
  return Math.floor(code / 2) as 1 | 2 | 3 | 4;
}

/** "1st".."4th" for codes 2..8 (a quarter and its break share one ordinal); the Chinese label otherwise. */
export function basketballStateShortLabel(code: number): string {
  const quarter = basketballQuarter(code);
  return quarter === null ? basketballStateLabel(code) : QUARTER_ORDINALS[quarter - 1];
}

/** Quarters, quarter breaks and overtime. */
export function isBasketballLive(code: number): boolean {
  return code >= BasketballState.FirstQuarter && code <= BasketballState.Overtime;
}

export function isBasketballFinished(code: number): boolean {
  return code === BasketballState.Finished;
}

export function isBasketballNotStarted(code: number): boolean {
  return code === BasketballState.NotStarted;
}
