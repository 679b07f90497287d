import type { FootballStateCode } from "@/lib/codes/football-states";
import type { Side } from "./types";

export type FootballPhase = {
  state: FootballStateCode;
  kind: "play" | "break";
  startMs: number;
  endMs: number;
  /** Minute already played when the phase starts (0, 45, 90, 105). */
  baseMinute: number;
  regularMinutes: number;
  addedMinutes: number;
  clock: string;
};

export type FootballEventType =
  | "goal"
  | "penalty-goal"
  | "own-goal"
  | "penalty-missed"
  | "yellow"
  | "second-yellow"
  | "red"
  | "substitution"
  | "corner"
  | "shootout-scored"
  | "shootout-missed";

export type FootballEvent = {
  type: FootballEventType;
  /** Side credited with the event; an own goal counts for `side` and was put in by an opponent. */
  side: Side;
  atMs: number;
  minute: number;
  /** Stoppage-time minute: 45+2' is minute 45, addedMinute 2. */
  addedMinute: number;
  /** Scorer, booked player, player coming on, penalty taker; null when no players were given. */
  playerId: number | null;
  assistPlayerId: number | null;
  /** Player going off in a substitution. */
  playerOutId: number | null;
  /** Running match score after the event (shoot-out kicks leave it unchanged). */
  homeScore: number;
  awayScore: number;
};

export type FootballTeamStats = {
  possession: number;
  shots: number;
  shotsOnTarget: number;
  attacks: number;
  dangerousAttacks: number;
  corners: number;
  fouls: number;
  offsides: number;
  saves: number;
  yellowCards: number;
  redCards: number;
};

/** Cumulative statistics from `atMs` on; one point per played minute and one per event. */
export type FootballStatPoint = {
  atMs: number;
  minute: number;
  home: FootballTeamStats;
  away: FootballTeamStats;
};
