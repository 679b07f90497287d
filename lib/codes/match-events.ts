/** Timeline event types of a match (our codes: the SPEC leaves them open). */
export const MatchEventType = {
  Goal: 1,
  PenaltyGoal: 2,
  OwnGoal: 3,
  PenaltyMissed: 4,
  YellowCard: 5,
  SecondYellow: 6,
  RedCard: 7,
  Substitution: 8,
  Corner: 9,
  VarCheck: 10,
  ShootoutScored: 11,
  ShootoutMissed: 12,
  /** A period starts: half, extra-time half, quarter or overtime (`period` on the event says which). */
  PeriodStart: 20,
  /** A period ends; basketball quarter scores are read from the event's score. */
  PeriodEnd: 21,
} as const;

export type MatchEventTypeCode = (typeof MatchEventType)[keyof typeof MatchEventType];

export const MATCH_EVENT_LABELS: Record<MatchEventTypeCode, string> = {
  1: "进球",
  2: "点球",
  3: "乌龙球",
  4: "射失点球",
  5: "黄牌",
  6: "两黄变红",
  7: "红牌",
  8: "换人",
  9: "角球",
  10: "VAR",
  11: "点球大战罚进",
  12: "点球大战罚失",
  20: "开始",
  21: "结束",
};

const SCORING: ReadonlySet<number> = new Set([
  MatchEventType.Goal,
  MatchEventType.PenaltyGoal,
  MatchEventType.OwnGoal,
]);

export function isMatchEventType(code: number): code is MatchEventTypeCode {
  return Object.hasOwn(MATCH_EVENT_LABELS, code);
}

export function matchEventLabel(code: number): string {
  return isMatchEventType(code) ? MATCH_EVENT_LABELS[code] : "";
}

/** Goals that count in the score (an own goal counts for the event's side, the side that benefits). */
export function isScoringEvent(code: number): boolean {
  return SCORING.has(code);
}

/** Cards that send a player off. */
export function isSendingOff(code: number): boolean {
  return code === MatchEventType.SecondYellow || code === MatchEventType.RedCard;
}
