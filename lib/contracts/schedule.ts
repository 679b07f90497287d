import { z } from "zod";
import { Sport } from "@/lib/codes/sports";
import { idInput, intInput } from "./fields";
import { MAX_INT, MAX_LIVE_STATES } from "@/lib/codes/limits";
import { leagueRef, matchRow } from "./match-list";
import { isCalendarDate } from "@/lib/beijing-time";

/**
 * Match days of the lists run from 12:00 to 12:00 Beijing time (an 08:30 NBA game belongs to the
 * evening before); `date` is such a business date, "YYYY-MM-DD", today's when absent.
 */
export const dateInput = z
  .string()
  .trim()
  .refine((v) => isCalendarDate(v), "日期格式应为YYYY-MM-DD");

/** "36,37" → [36, 37]: a comma-separated list of at most `max` ids. */
export const idsInput = (max: number) =>
  z
    .string()
    .trim()
    .max(max * 12, "编号过多")
    .refine((v) => v === "" || /^\d+(,\d+)*$/.test(v), "编号列表格式应为 1,2,3")
    .transform((v) => (v === "" ? [] : [...new Set(v.split(",").map(Number))]))
    .refine((ids) => ids.length <= max && ids.every((id) => id >= 1 && id <= MAX_INT), "编号不正确");

/** "36,37" → [36, 37]: a comma-separated list of ids, at most 50. */
export const idListInput = idsInput(50);

export const sportIdInput = intInput(
  z.number().refine((v) => v === Sport.Football || v === Sport.Basketball, "运动只能是1（足球）或2（篮球）"),
);

export const sizeInput = (fallback: number, max = 50) =>
  intInput(z.number().min(1, "数量至少为1").max(max, `数量最多为${max}`), fallback);

/** A league of a list with how many of its matches the list holds (the league filter). */
export const leagueCount = leagueRef.extend({
  sportId: z.number().int(),
  fullName: z.string(),
  isHot: z.boolean(),
  count: z.number().int(),
});
export type LeagueCount = z.infer<typeof leagueCount>;

export const scheduleDate = z.object({
  date: z.string().describe("business date YYYY-MM-DD"),
  football: z.number().int(),
  basketball: z.number().int(),
});
export type ScheduleDate = z.infer<typeof scheduleDate>;

export const scheduleListQuery = z.object({
  date: dateInput.optional(),
  sportId: sportIdInput.optional(),
  leagueIds: idListInput.optional(),
});

export const scheduleListData = z.object({
  date: z.string(),
  today: z.string().describe("the business date of now: the date tabs count from it"),
  football: z.array(matchRow),
  basketball: z.array(matchRow),
  leagues: z.array(leagueCount).describe("every league of the day (before the league filter)"),
});
export type ScheduleList = z.infer<typeof scheduleListData>;

export const dateQuery = z.object({ date: dateInput.optional() });

/** `/live/data/schedule/states`: the matches a list page shows in play or past their kick-off. */
export const liveStatesQuery = z.object({
  ids: idsInput(MAX_LIVE_STATES)
    .refine((ids) => ids.length > 0, "请提供比赛编号")
    .describe(`比赛编号，逗号分隔，最多${MAX_LIVE_STATES}个`),
});

export const tvChannel = z.object({ channel: z.string(), kind: z.enum(["tv", "stream"]) });
export type TvChannel = z.infer<typeof tvChannel>;

export const sizeQuery = z.object({ size: sizeInput(10) });
export const anchorQuery = z.object({ anchorId: idInput("主播编号不正确") });
export const anchorByMatchQuery = z.object({
  matchId: idInput("比赛编号不正确"),
  matchType: sportIdInput.describe("1 足球, 2 篮球"),
});

/** A room covering a match, as the match pages list them. */
export const matchRoom = z.object({
  roomId: z.number().int(),
  anchorId: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  title: z.string(),
  cover: z.string(),
  liveStatus: z.number().int().describe("0 offline, 1 live"),
  heat: z.number().int(),
});
export type MatchRoom = z.infer<typeof matchRoom>;
