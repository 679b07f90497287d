import { z } from "zod";
import { LIST_WORD_MAX, FilterListType } from "@/lib/codes/list-types";
import { idInput, plainText } from "./fields";
import { matchRow } from "./match-list";
import { dateInput, idListInput, leagueCount, sportIdInput } from "./schedule";

/**
 * The football score lists (`/live/football/...`). Dates are business days (12:00 to 12:00 Beijing,
 * see lib/contracts/schedule.ts); every list answers the rows in the order the page shows them.
 */

const FLAGS: Record<string, boolean> = { "": false, "0": false, "1": true, false: false, true: true };

/** "1" / "true" → true; "0" / "false" / absent → false (query strings, forms and JSON alike). */
export const flagInput = z.preprocess(
  (v) => {
    if (v === undefined || v === null) return false;
    const key = String(v).trim();
    return Object.hasOwn(FLAGS, key) ? FLAGS[key] : v;
  },
  z.boolean({ error: "只能是0或1" }),
);

/** Narrowing shared by every list: league ids, hot matches only, a word found in team or league names. */
const listFilter = {
  leagueIds: idListInput.optional().describe("赛事编号，逗号分隔"),
  onlyHot: flagInput.optional().describe("1 只看热门比赛"),
  word: plainText(LIST_WORD_MAX).optional().describe("球队或赛事名称中的字词"),
};
export type ListFilter = { leagueIds?: number[]; onlyHot?: boolean; word?: string };

export const liveListQuery = z.object({ date: dateInput.optional(), ...listFilter });

export const matchStateQuery = z.object({
  type: z.enum(["end", "next"], { error: "type 只能是 end 或 next" }),
  date: dateInput.optional(),
  ...listFilter,
});

export const footballListData = z.object({
  date: z.string().describe("the business date listed"),
  today: z.string().describe("the business date of now: the date tabs count from it"),
  rows: z.array(matchRow),
});
export type FootballList = z.infer<typeof footballListData>;

const sp = z.number().describe("SP value, 2 decimals");

export const jczqInfo = z.object({
  number: z.string().describe("周三001"),
  spHome: sp,
  spDraw: sp,
  spAway: sp,
  handicap: z.number().int().describe("让球: -1 means the home side gives one goal"),
  hSpHome: sp,
  hSpDraw: sp,
  hSpAway: sp,
  single: z.boolean().describe("单关 on sale"),
  saleEndsAt: z.string(),
});
export const jczqRow = matchRow.extend({ jczq: jczqInfo });
export type JczqRow = z.infer<typeof jczqRow>;

export const jczqQuery = z.object({ date: dateInput.optional(), ...listFilter });
export const jczqListData = footballListData.extend({
  rows: z.array(jczqRow),
  dates: z.array(z.string()).describe("business dates around today that have 竞彩 matches"),
});
export type JczqList = z.infer<typeof jczqListData>;

const issueInput = z
  .string()
  .trim()
  .regex(/^\d{5,6}$/, "期号格式不正确");

export const bjdcInfo = z.object({
  issue: z.string(),
  number: z.number().int(),
  handicap: z.number().int().describe("让球, 0 allowed"),
  spHome: sp,
  spDraw: sp,
  spAway: sp,
});
export const bjdcRow = matchRow.extend({ bjdc: bjdcInfo });
export type BjdcRow = z.infer<typeof bjdcRow>;

export const issueQuery = z.object({ issue: issueInput.optional(), ...listFilter });
export const bjdcListData = z.object({
  issue: z.string().describe("the issue listed; the current one when none was asked"),
  issues: z.array(z.string()).describe("recent issues, newest first"),
  rows: z.array(bjdcRow),
});
export type BjdcList = z.infer<typeof bjdcListData>;

export const zcRow = matchRow.extend({ zcNo: z.number().int().describe("1..14 within the issue") });
export type ZcRow = z.infer<typeof zcRow>;
export const zcIssue = z.object({ issue: z.string(), saleEndsAt: z.string() });
export const zcListData = z.object({
  issue: z.string(),
  saleEndsAt: z.string(),
  issues: z.array(zcIssue).describe("newest first"),
  rows: z.array(zcRow),
});
export type ZcList = z.infer<typeof zcListData>;

export const filterQuery = z.object({
  type: z.enum(FilterListType, { error: "type 只能是 live、end、next、jczq、bjdc 或 zc" }).default("live"),
  date: dateInput.optional().describe("live / end / next / jczq"),
  issue: issueInput.optional().describe("bjdc / zc"),
});
export const filterData = z.object({
  total: z.number().int().describe("matches of the list"),
  leagues: z.array(leagueCount).describe("hot leagues first, then by region"),
  continents: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      countries: z.array(
        z.object({ id: z.number().int(), name: z.string(), leagueIds: z.array(z.number().int()) }),
      ),
    }),
  ),
});
export type LeagueFilter = z.infer<typeof filterData>;

export const countryQuery = z.object({ sportId: sportIdInput.optional().describe("1 足球（默认）, 2 篮球") });
export const competition = z.object({
  id: z.number().int(),
  name: z.string(),
  fullName: z.string(),
  nameEn: z.string(),
  colour: z.string(),
  type: z.number().int().describe("1 联赛, 2 杯赛"),
  isHot: z.boolean(),
});
export type Competition = z.infer<typeof competition>;
export const countryData = z.array(
  z.object({
    id: z.number().int(),
    name: z.string().describe("洲"),
    countries: z.array(
      z.object({ id: z.number().int(), name: z.string(), nameEn: z.string(), leagues: z.array(competition) }),
    ),
  }),
);
export type CompetitionTree = z.infer<typeof countryData>;

export const handicapQuery = z.object({
  ids: idListInput.refine((ids) => ids.length > 0, "请提供比赛编号").describe("比赛编号，逗号分隔，最多50个"),
  companyId: idInput("公司编号不正确").optional().describe("默认 3 皇冠"),
});
export const handicapData = z.array(z.object({ matchId: z.number().int(), odds: matchRow.shape.odds }));

export const collectQuery = z.object({ matchId: idInput("比赛编号不正确") });
export const collectData = z.object({ matchId: z.number().int(), collected: z.boolean() });
