import type { SportId } from "@/lib/codes/sports";

/** A match that just reached its final state, as the hooks of later features need it. */
export type FinishedMatch = {
  id: number;
  sportId: SportId;
  leagueId: number;
  seasonId: number;
  homeTeamId: number;
  awayTeamId: number;
  state: number;
  homeScore: number;
  awayScore: number;
  homePenScore: number | null;
  awayPenScore: number | null;
  /** Feed time of the final whistle. */
  finishedAt: number;
};

/** Runs after the final result is stored (expert plans, playbacks…); a failing hook is logged only. */
export type MatchFinishedHook = (match: FinishedMatch) => void | Promise<void>;

/**
 * The source of live match data (DESIGN §4). The default implementation simulates matches inside
 * the api process (simulated-feed.ts); a real data provider can replace it behind this interface,
 * writing the same tables and publishing the same bus events (lib/contracts/match-stream.ts).
 */
export interface MatchFeed {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Called once per match when it finishes, after its result is committed. */
  readonly onMatchFinished: MatchFinishedHook[];
}
