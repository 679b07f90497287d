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

/** Quarter (1-4) that is running or just ended for codes 2..8, otherwise null. */
export function basketballQuarter(code: number): 1 | 2 | 3 | 4 | null {
  if (code < BasketballState.FirstQuarter || code > BasketballState.FourthQuarter) return null;
  return Math.floor(code / 2) as 1 | 2 | 3 | 4;
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
