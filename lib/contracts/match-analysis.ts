import { z } from "zod";
import { leagueRef } from "./match-list";

/** `/live/fb/match/analysis/{kind}`; `all` is the five together, for the analysis page's single call. */
export const ANALYSIS_KINDS = ["h2h", "recent", "standings", "injuries", "future", "all"] as const;
export const analysisKindParams = z.object({
  kind: z.enum(ANALYSIS_KINDS, { error: "分析类型只能是 h2h、recent、standings、injuries、future 或 all" }),
});
export type AnalysisKind = (typeof ANALYSIS_KINDS)[number];

const sideTeam = z.object({ id: z.number().int(), name: z.string() });
export const formLetter = z.enum(["W", "D", "L"]);
export type FormLetter = z.infer<typeof formLetter>;

/** A finished match seen from one team: `result` is that team's W/D/L. */
export const pastMatch = z.object({
  id: z.number().int(),
  kickoff: z.string(),
  league: leagueRef,
  home: sideTeam,
  away: sideTeam,
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  homeHalfScore: z.number().int().nullable(),
  awayHalfScore: z.number().int().nullable(),
  result: formLetter,
});
export type PastMatch = z.infer<typeof pastMatch>;

export const formSummary = z.object({
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  goalsFor: z.number().int(),
  goalsAgainst: z.number().int(),
});
export type FormSummary = z.infer<typeof formSummary>;

export const formList = z.object({ matches: z.array(pastMatch), summary: formSummary });
export type FormList = z.infer<typeof formList>;

/** The last 10 meetings before this match, W/D/L from the home team's side. */
export const h2hData = z.object({
  teamId: z.number().int(),
  matches: z.array(pastMatch),
  summary: formSummary,
});

/** Each team's last 10 before this match: all, at home, away. */
export const teamForm = z.object({ teamId: z.number().int(), all: formList, home: formList, away: formList });
export type TeamForm = z.infer<typeof teamForm>;
export const recentData = z.object({ home: teamForm, away: teamForm });

export const standingRow = z.object({
  rank: z.number().int(),
  teamId: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  goalsFor: z.number().int(),
  goalsAgainst: z.number().int(),
  goalDifference: z.number().int(),
  points: z.number().int(),
  form: z.array(formLetter),
});
export type StandingRow = z.infer<typeof standingRow>;

export const standingsData = z.object({
  league: leagueRef,
  season: z.string(),
  groups: z.array(z.object({ name: z.string(), rows: z.array(standingRow) })),
  home: standingRow.nullable(),
  away: standingRow.nullable(),
});
export type StandingsData = z.infer<typeof standingsData>;

export const injury = z.object({
  playerId: z.number().int(),
  name: z.string(),
  position: z.string(),
  reason: z.string(),
});
export const injuriesData = z.object({ home: z.array(injury), away: z.array(injury) });
export type InjuriesData = z.infer<typeof injuriesData>;

export const futureMatch = z.object({
  id: z.number().int(),
  kickoff: z.string(),
  league: leagueRef,
  home: sideTeam,
  away: sideTeam,
  daysAway: z.number().int().describe("whole days from this match's kick-off"),
});
export type FutureMatch = z.infer<typeof futureMatch>;
export const futureData = z.object({ home: z.array(futureMatch), away: z.array(futureMatch) });

export const analysisAll = z.object({
  h2h: h2hData,
  recent: recentData,
  standings: standingsData.nullable(),
  injuries: injuriesData,
  future: futureData,
});
export type AnalysisAll = z.infer<typeof analysisAll>;
export type H2hData = z.infer<typeof h2hData>;
export type RecentData = z.infer<typeof recentData>;
export type FutureData = z.infer<typeof futureData>;
