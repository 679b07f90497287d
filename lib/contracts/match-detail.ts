import { z } from "zod";
import { idInput } from "./fields";
import { leagueRef, matchLive, teamRef, watchRoom } from "./match-list";

/** `?matchId=` of the match pages' calls. */
export const matchIdQuery = z.object({ matchId: idInput("比赛编号不正确") });

export const tvListing = z.object({
  channel: z.string().describe("CCTV5, 咪咕视频, 腾讯体育"),
  kind: z.enum(["tv", "stream"]),
});
export type TvListing = z.infer<typeof tvListing>;

export const detailTeam = teamRef.extend({ fullName: z.string().describe("曼彻斯特城") });

/** The match page header: everything the tabs share. Live columns are those of `matchLive`. */
export const matchDetail = matchLive.extend({
  sportId: z.number().int(),
  kickoff: z.string().describe("ISO instant"),
  league: leagueRef.extend({ fullName: z.string() }),
  season: z.string().describe("2026-2027"),
  round: z.string().describe("第12轮, 1/8决赛; empty when none"),
  home: detailTeam,
  away: detailTeam,
  homePenScore: z.number().int().nullable(),
  awayPenScore: z.number().int().nullable(),
  homeFormation: z.string().describe("4-3-3; empty before the lineups are known"),
  awayFormation: z.string(),
  venue: z.object({ name: z.string(), city: z.string(), capacity: z.number().int().nullable() }).nullable(),
  neutral: z.boolean(),
  jcNo: z.string().nullable(),
  tv: z.array(tvListing),
  hasLive: z.boolean().describe("a TV or stream listing covers the match"),
  watch: z.array(watchRoom).describe("anchors' rooms showing the match, live first"),
});
export type MatchDetail = z.infer<typeof matchDetail>;

export const playerRef = z.object({ id: z.number().int(), name: z.string() });
export type PlayerRef = z.infer<typeof playerRef>;

/** One timeline row (lib/codes/match-events type codes); period markers have no side. */
export const timelineEvent = z.object({
  id: z.number().int(),
  type: z.number().int(),
  side: z.enum(["home", "away"]).nullable(),
  period: z.number().int(),
  minute: z.number().int(),
  addedMinute: z.number().int(),
  clock: z.string().describe("67' or 45+2'"),
  player: playerRef.nullable().describe("scorer, booked player, player coming on"),
  assist: playerRef.nullable(),
  subOut: playerRef.nullable().describe("substitutions: the player going off"),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  note: z.string(),
});
export type TimelineEvent = z.infer<typeof timelineEvent>;

export const teamStats = z.object({
  possession: z.number().int(),
  shots: z.number().int(),
  shotsOnTarget: z.number().int(),
  corners: z.number().int(),
  fouls: z.number().int(),
  offsides: z.number().int(),
  yellowCards: z.number().int(),
  redCards: z.number().int(),
  saves: z.number().int(),
  attacks: z.number().int(),
  dangerousAttacks: z.number().int(),
});
export type TeamStats = z.infer<typeof teamStats>;
export const matchStatsPair = z.object({ home: teamStats, away: teamStats });
export type MatchStatsPair = z.infer<typeof matchStatsPair>;

export const lineupPlayer = z.object({
  id: z.number().int(),
  name: z.string(),
  shirtNumber: z.number().int(),
  position: z.string().describe("SPEC §3 code: GK, DC, MC, ST…"),
  captain: z.boolean(),
});
export type LineupPlayer = z.infer<typeof lineupPlayer>;

export const teamLineup = z.object({
  formation: z.string(),
  starters: z.array(lineupPlayer).describe("keeper first, then by formation line"),
  bench: z.array(lineupPlayer),
});
export type TeamLineup = z.infer<typeof teamLineup>;

export const commentaryLine = z.object({
  id: z.number().int(),
  minute: z.number().int(),
  clock: z.string(),
  text: z.string(),
  kind: z.number().int().nullable(),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
});
export type CommentaryLine = z.infer<typeof commentaryLine>;

/** `/live/football/match/live`: the in-play page in one call. */
export const matchLiveData = z.object({
  live: matchLive,
  events: z.array(timelineEvent).describe("oldest first"),
  stats: matchStatsPair.nullable(),
  lineups: z.object({ home: teamLineup, away: teamLineup }).nullable(),
  commentary: z.array(commentaryLine).describe("newest first"),
});
export type MatchLiveData = z.infer<typeof matchLiveData>;
