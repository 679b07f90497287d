import { z } from "zod";
import { leagueRef } from "./match-list";

export const ANALYSIS_KINDS = ["h2h", "recent", "standings", "future"] as const;
export type AnalysisKind = (typeof ANALYSIS_KINDS)[number];

const side = z.object({ id: z.number().int(), name: z.string() });

/** A finished or coming match of one of the two teams, as the analysis tables show it. */
export const pastMatch = z.object({
  id: z.number().int(),
  kickoff: z.string(),
  state: z.number().int(),
  league: leagueRef,
  home: side,
  away: side,
  homeScore: z.number().int(),
  awayScore: z.number().int(),
});
export type PastMatch = z.infer<typeof pastMatch>;

const record = z.object({
  played: z.number().int(),
  won: z.number().int(),
  lost: z.number().int(),
  pointsFor: z.number().describe("average per game, one decimal"),
  pointsAgainst: z.number(),
});
export type TeamRecord = z.infer<typeof record>;

export const h2hData = z.object({
  home: side,
  away: side,
  matches: z.array(pastMatch).describe("the last ten meetings, newest first"),
  homeRecord: record.describe("the home team's record in these meetings"),
});
export type H2hData = z.infer<typeof h2hData>;

const teamForm = z.object({ team: side, matches: z.array(pastMatch), record });
export const recentData = z.object({ home: teamForm, away: teamForm });
export type RecentData = z.infer<typeof recentData>;

export const standingRow = z.object({
  rank: z.number().int(),
  teamId: z.number().int(),
  name: z.string(),
  played: z.number().int(),
  won: z.number().int(),
  lost: z.number().int(),
  winPct: z.number().describe("0..1"),
  gamesBehind: z.number(),
  pointsFor: z.number().describe("average per game"),
  pointsAgainst: z.number(),
  streak: z.string().describe("W3 / L2"),
});
export type StandingRow = z.infer<typeof standingRow>;

export const standingsData = z.object({
  league: z.string(),
  season: z.string(),
  groups: z
    .array(
      z.object({
        name: z.string().describe("东部 / 西部 (conference), empty when one table"),
        rows: z.array(standingRow),
      }),
    )
    .describe("the groups the two teams play in"),
});
export type StandingsData = z.infer<typeof standingsData>;

const coming = pastMatch.extend({ daysAway: z.number().int() });
export const futureData = z.object({
  home: z.object({ team: side, matches: z.array(coming) }),
  away: z.object({ team: side, matches: z.array(coming) }),
});
export type FutureData = z.infer<typeof futureData>;
export type ComingMatch = z.infer<typeof coming>;

export const analysisAllData = z.object({
  h2h: h2hData,
  recent: recentData,
  standings: standingsData,
  future: futureData,
});
export type AnalysisAll = z.infer<typeof analysisAllData>;
