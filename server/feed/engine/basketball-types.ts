import type { BasketballStateCode } from "@/lib/codes/basketball-states";
import type { Side } from "./types";

export type BasketballPeriod = {
  /** 1-4 quarters, 5+ overtimes. */
  index: number;
  state: BasketballStateCode;
  startMs: number;
  endMs: number;
  lengthSeconds: number;
  /** State shown from endMs until the next period starts (3, 5, 7; 8 or 9 before an overtime). */
  breakState: BasketballStateCode;
  breakEndMs: number;
};

export type BasketballPlayType =
  | "2pt-made"
  | "2pt-missed"
  | "3pt-made"
  | "3pt-missed"
  | "ft-made"
  | "ft-missed"
  | "rebound-offensive"
  | "rebound-defensive"
  | "turnover"
  | "foul";

export type BasketballPlay = {
  atMs: number;
  period: number;
  /** Game-clock seconds played in the period. */
  elapsedSeconds: number;
  type: BasketballPlayType;
  /** Team of `playerId`; steals and blocks are by the other team. */
  side: Side;
  playerId: number;
  assistPlayerId: number | null;
  stealPlayerId: number | null;
  blockPlayerId: number | null;
  points: number;
  homeScore: number;
  awayScore: number;
};

/** A player on the floor from `fromSeconds` to `toSeconds` of a period's game clock. */
export type BasketballStint = {
  side: Side;
  playerId: number;
  period: number;
  fromSeconds: number;
  toSeconds: number;
};

export type BasketballRosterEntry = { side: Side; playerId: number; position: string; starter: boolean };

export type BasketballPlayerLine = BasketballRosterEntry & {
  minutesPlayed: number;
  points: number;
  fieldGoalsScored: number;
  fieldGoalsAttempted: number;
  /** Percentage with one decimal, 0 without attempts. */
  fieldGoalsAccuracy: number;
  threePointsScored: number;
  threePointsAttempted: number;
  freeThrowsScored: number;
  freeThrowsAttempted: number;
  rebounds: number;
  offensiveRebounds: number;
  defensiveRebounds: number;
  assists: number;
  steals: number;
  blocks: number;
  turnovers: number;
  fouls: number;
};
