import { z } from "zod";
import { WATCH_ROOMS_PER_MATCH } from "@/lib/codes/rooms";

/**
 * One row of a score list, shared by every list page (football, basketball, lottery views,
 * schedules, home, followed matches) and by the live feed's updates. Times are ISO strings.
 */
export const teamRef = z.object({
  id: z.number().int(),
  name: z.string().describe("Chinese short name, e.g. 曼城"),
  nameEn: z.string(),
  colour: z.string().describe("badge colours, #rrggbb"),
  colour2: z.string(),
  logo: z.string().describe("crest SVG under the api, e.g. /uploads/crests/12-ab12cd34ef.svg"),
  rank: z.number().int().nullable().describe("league position, when the league has a table"),
});

export const leagueRef = z.object({
  id: z.number().int(),
  name: z.string().describe("short name, e.g. 英超"),
  colour: z.string(),
});

/** The columns that change while a match is played (the live feed sends exactly these). */
export const matchLive = z.object({
  id: z.number().int(),
  state: z.number().int().describe("SPEC §3 state code of the match's sport"),
  clock: z.string().describe("67 / 45+2 (football), 08:34 (basketball), empty when not running"),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  homeHalfScore: z.number().int().nullable(),
  awayHalfScore: z.number().int().nullable(),
  homeCorners: z.number().int(),
  awayCorners: z.number().int(),
  homeYellow: z.number().int(),
  awayYellow: z.number().int(),
  homeRed: z.number().int(),
  awayRed: z.number().int(),
  /** Basketball quarter scores [q1, q2, q3, q4, ot]; null entries are periods not yet played. */
  homeQuarters: z.array(z.number().int().nullable()).nullable(),
  awayQuarters: z.array(z.number().int().nullable()).nullable(),
});
export type MatchLive = z.infer<typeof matchLive>;

/** An anchor's room that shows a match (直播吧's channel list): the list's 直播 links. */
export const watchRoom = z.object({
  roomId: z.number().int(),
  nickName: z.string().describe("the anchor's nickname"),
  live: z.boolean().describe("the room is on air now"),
});
export type WatchRoom = z.infer<typeof watchRoom>;

/** 亚盘 line and waters, 大小球 line with over and under. */
const listLines = z.object({
  handicap: z.number().nullable(),
  handicapHome: z.number().nullable(),
  handicapAway: z.number().nullable(),
  total: z.number().nullable(),
  over: z.number().nullable(),
  under: z.number().nullable(),
});

export const matchRow = matchLive.extend({
  sportId: z.number().int(),
  kickoff: z.string(),
  league: leagueRef,
  round: z.string().describe("e.g. 第12轮, 1/4决赛; empty when none"),
  home: teamRef,
  away: teamRef,
  jcNo: z.string().nullable().describe("竞彩 number, e.g. 周三001"),
  bjdcNo: z.number().int().nullable(),
  isHot: z.boolean(),
  /**
   * The default company's (Crown) lines for the list's odds columns: the current quote (a finished
   * match's closing pre-match quote, 终盘) and the opening one (初盘).
   */
  odds: listLines
    .extend({ opening: listLines.nullable().optional().describe("初盘: the first quote, when known") })
    .nullable(),
  hasLive: z.boolean().describe("an anchor room or a stream listing covers the match"),
  watch: z
    .array(watchRoom)
    .max(WATCH_ROOMS_PER_MATCH)
    .describe(
      `anchors' rooms showing the match (bound to it or on their schedule), live first, at most ${WATCH_ROOMS_PER_MATCH}`,
    ),
});
export type MatchRow = z.infer<typeof matchRow>;

export const goalAlert = z.object({
  matchId: z.number().int(),
  side: z.enum(["home", "away"]),
  minute: z.string(),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
});
export type GoalAlert = z.infer<typeof goalAlert>;

/** Bus channels of the live feed. */
export const liveChannels = {
  sport: (sportId: number) => `live:sport:${sportId}`,
  match: (matchId: number) => `live:match:${matchId}`,
};
