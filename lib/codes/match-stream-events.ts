/**
 * Frames of the live feed's SSE streams (`event: <type>`, `data: <payload>`, times ISO):
 * GET /live/stream/{sportId} carries `update` and `goal` for every match of the sport (bus channel
 * `live:sport:{sportId}`); GET /live/stream/match/{id} carries all of the types below for one match
 * (`live:match:{id}`). Both may send `resync` when a resuming client missed too much: reload then.
 * Payloads only grow by optional fields, so an older page keeps parsing newer frames.
 */
export const MatchStreamEvent = {
  /** matchUpdate — any change of the live columns. */
  Update: "update",
  /** GoalAlert (lib/contracts/match-list.ts) — a football goal, after its `update`. */
  Goal: "goal",
  /** matchEventFrame — one new timeline row (goal, card, substitution, corner, period start/end). */
  Event: "event",
  /** matchStatsFrame — technical statistics (and basketball box score lines) changed. */
  Stats: "stats",
  /** matchOddsFrame — new in-play quotes of one or more companies. */
  Odds: "odds",
  /** matchCommentaryFrame — one new 文字直播 line. */
  Commentary: "commentary",
  /** matchMomentumFrame — possession and attacks between events, for the animated view. */
  Momentum: "momentum",
} as const;

export type MatchStreamEventName = (typeof MatchStreamEvent)[keyof typeof MatchStreamEvent];
