/**
 * Kinds of a `momentum` frame (lib/contracts/match-stream.ts): who has the ball and what they do
 * with it between the timeline's events, derived by the feed from the match plan (server/feed/momentum.ts).
 * Football: safe possession, attack, dangerous attack, shot, free kick (after a foul), offside.
 * Basketball: a made basket, a miss, free throws, a rebound, a turnover, a foul.
 */
export const MomentumKind = {
  Safe: "safe",
  Attack: "attack",
  Danger: "danger",
  Shot: "shot",
  FreeKick: "free-kick",
  Offside: "offside",
  Score: "score",
  Miss: "miss",
  FreeThrow: "free-throw",
  Rebound: "rebound",
  Turnover: "turnover",
  Foul: "foul",
} as const;

export type MomentumKindName = (typeof MomentumKind)[keyof typeof MomentumKind];

export const MOMENTUM_KINDS = Object.values(MomentumKind) as [MomentumKindName, ...MomentumKindName[]];

/** At most this many momentum frames per match and tick (a restarted feed does not replay a half). */
export const MOMENTUM_PER_TICK = 4;
