import type { MatchEventTypeCode } from "../../lib/codes/match-events";
import type { OddsMarketCode } from "../../lib/codes/odds-markets";
import type { SportId } from "../../lib/codes/sports";
import type { matchStats, playerBoxScores } from "../db/schema/match-details";
import type { MatchSide } from "../db/schema/matches";
import type { LeagueProfile } from "./league-profiles";

/** One price set: 1X2 (draw set) or a two-way market with its line. */
export type Quote = { home: number; draw: number | null; away: number; line: number | null };

/** A squad member as the engine sees it. */
export type RosterPlayer = { id: number; name: string; number: number; position: string; rating: number };

/** What seedSports hands the engine for each finished match (the hook's argument). */
export type MatchToPlay = {
  id: number;
  sportId: SportId;
  leagueId: number;
  kickoff: Date;
  engineSeed: number;
  /** The competition's short name (NBA, CBA …). */
  leagueName: string;
  /** How the league scores (leagueProfile): goals, cards and corners, or points and rules. */
  profile: LeagueProfile;
  /** Basketball quarter length (NBA 12, FIBA 10); 0 for football. */
  quarterMinutes: number;
  /** A winner is needed: extra time then penalties (the World Cup knockout rounds). */
  knockout: boolean;
  neutral: boolean;
  home: { teamId: number; name: string; strength: number; players: RosterPlayer[] };
  away: { teamId: number; name: string; strength: number; players: RosterPlayer[] };
  /** Closing pre-match quotes per company and market: the in-play odds start from these. */
  odds: (Quote & { companyId: number; market: OddsMarketCode })[];
};

/** One timeline entry; see match_events in server/db/schema/matches.ts for side, period and minute. */
export type PlayedEvent = {
  period: number;
  minute: number;
  /** Stoppage time: 45+2' is minute 45, addedMinute 2. */
  addedMinute?: number;
  second?: number;
  type: MatchEventTypeCode;
  side: MatchSide | null;
  playerId?: number | null;
  assistPlayerId?: number | null;
  subOutPlayerId?: number | null;
  /** Score after the event. */
  homeScore: number;
  awayScore: number;
  note?: string;
};

export type TeamStatLine = Partial<Omit<typeof matchStats.$inferInsert, "matchId" | "side">>;
export type LineupEntry = {
  side: MatchSide;
  playerId: number;
  starter: boolean;
  captain?: boolean;
  position: string;
  shirtNumber: number;
};
export type BoxScoreLine = Omit<typeof playerBoxScores.$inferInsert, "matchId">;
export type CommentaryLine = {
  minute: number;
  clock: string;
  text: string;
  kind?: MatchEventTypeCode | null;
  homeScore: number;
  awayScore: number;
};
export type PlayedOddsChange = Quote & {
  companyId: number;
  market: OddsMarketCode;
  /** Real milliseconds since kick-off (negative before it), as the engine times everything. */
  atMs: number;
  /** Match minute, null before kick-off. */
  minute: number | null;
  state: number;
  homeScore: number;
  awayScore: number;
};

/**
 * What the match engine returns for a finished match (the `playPastMatch` hook of seedSports).
 * Scores are final: football homeScore includes extra time, penalties apart; basketball includes
 * overtime, with `quarters` as [q1, q2, q3, q4, ...overtimes]. Corners and cards on the match row
 * come from `stats` when given, otherwise they are counted from `events`. Keys that name no column
 * (the engine's fieldGoalsAccuracy, position) are ignored. Seed time grows with the rows: ~650
 * matches × 30 quotes × 6 in-play moves is ~100k odds changes, about 3 s on PGlite.
 */
export type PlayedMatch = {
  /** Final SPEC state: 8 football / 10 basketball finished (or abandoned, 11 / 14). */
  state: number;
  homeScore: number;
  awayScore: number;
  homeHalfScore?: number | null;
  awayHalfScore?: number | null;
  homePenScore?: number | null;
  awayPenScore?: number | null;
  quarters?: { home: number[]; away: number[] } | null;
  formations?: { home: string; away: string } | null;
  events: PlayedEvent[];
  stats: { home: TeamStatLine; away: TeamStatLine } | null;
  lineups: LineupEntry[];
  boxScores: BoxScoreLine[];
  commentary: CommentaryLine[];
  oddsChanges: PlayedOddsChange[];
};

export type PlayPastMatch = (match: MatchToPlay) => PlayedMatch | Promise<PlayedMatch>;
