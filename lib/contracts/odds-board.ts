import { z } from "zod";
import { DEFAULT_JOIN_COMPANY_ID, MAX_ODDS_COMPANIES, MAX_ODDS_LEAGUES } from "@/lib/codes/odds-board";
import { isCalendarDate } from "@/lib/beijing-time";
import { OddsMarket } from "../codes/odds-markets";
import { Sport } from "../codes/sports";
import { intInput } from "./fields";
import { MAX_INT } from "@/lib/codes/limits";
import { leagueRef, matchLive } from "./match-list";

export const businessDateInput = z.string().trim().refine(isCalendarDate, "日期格式应为 YYYY-MM-DD");

/** "1,3,8" (or an array from repeated parameters) → [1, 3, 8], de-duplicated, order kept. */
const idList = (max: number, what: string) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === "") return undefined;
      const parts = (Array.isArray(v) ? v.join(",") : String(v)).split(",").map((s) => s.trim());
      return parts.filter(Boolean).map((s) => (/^\d+$/.test(s) ? Number(s) : Number.NaN));
    },
    z
      .array(
        z.number().int(`${what}编号不正确`).min(1, `${what}编号不正确`).max(MAX_INT, `${what}编号不正确`),
      )
      .max(max, `最多选择${max}个${what}`)
      .transform((ids) => [...new Set(ids)])
      .optional(),
  );

const sportId = intInput(
  z
    .number()
    .min(Sport.Football, "sportId 只能是 1（足球）或 2（篮球）")
    .max(Sport.Basketball, "sportId 只能是 1（足球）或 2（篮球）"),
  Sport.Football,
).describe("1 足球, 2 篮球");
const market = intInput(
  z
    .number()
    .min(OddsMarket.European, "market 只能是 1、2、3")
    .max(OddsMarket.OverUnder, "market 只能是 1、2、3"),
  OddsMarket.European,
).describe("1 欧赔（篮球为胜负）, 2 亚盘 / 让分, 3 大小球 / 大小分");
const date = z
  .preprocess((v) => (v === "" ? undefined : v), businessDateInput.optional())
  .describe("业务日 YYYY-MM-DD（北京时间当日 12:00 至次日 12:00），默认今天");
const leagueIds = idList(MAX_ODDS_LEAGUES, "赛事").describe("赛事编号，逗号分隔；为空时全部");

export const oddsCompaniesQuery = z.object({ sportId });
export const oddsBoardQuery = z.object({
  sportId,
  market,
  date,
  companyIds: idList(MAX_ODDS_COMPANIES, "公司").describe(
    "公司编号，逗号分隔；为空时澳门、皇冠、Bet365、立博、威廉希尔",
  ),
  leagueIds,
});
export const oddsJoinQuery = z.object({
  sportId,
  date,
  companyId: intInput(
    z.number().min(1, "公司编号不正确").max(MAX_INT, "公司编号不正确"),
    DEFAULT_JOIN_COMPANY_ID,
  ),
  leagueIds,
});
export const oddsCompareQuery = z.object({ sportId, market, date, leagueIds });
/** A day and its leagues: the query of the football data models. */
export const oddsDayQuery = z.object({ date, leagueIds });

export type OddsBoardQuery = z.infer<typeof oddsBoardQuery>;
export type OddsJoinQuery = z.infer<typeof oddsJoinQuery>;
export type OddsCompareQuery = z.infer<typeof oddsCompareQuery>;

export const oddsCompany = z.object({
  id: z.number().int(),
  name: z.string().describe("澳门, 皇冠…"),
  nameEn: z.string(),
  isDefault: z.boolean().describe("in the default selection of the odds pages"),
});
export type OddsCompany = z.infer<typeof oddsCompany>;

/** One quote: 1X2 decimal odds (draw null in basketball), or a line with Hong Kong waters (over in home, under in away). */
export const oddsQuote = z.object({
  home: z.number(),
  draw: z.number().nullable(),
  away: z.number(),
  line: z.number().nullable().describe("亚盘: > 0 home gives; 大小: the total"),
});
export type OddsQuote = z.infer<typeof oddsQuote>;

export const marketQuote = z.object({
  open: oddsQuote.describe("初盘"),
  live: oddsQuote.describe("即时"),
  payout: z
    .object({ open: z.number(), live: z.number() })
    .nullable()
    .describe("返还率 % = 100 / (1/h + 1/d + 1/a); 1X2 only"),
  closed: z.boolean().describe("封盘"),
  updatedAt: z.string(),
});
export type MarketQuote = z.infer<typeof marketQuote>;

export const companyQuote = marketQuote.extend({ companyId: z.number().int() });
export type CompanyQuote = z.infer<typeof companyQuote>;

export const oddsTeam = z.object({ id: z.number().int(), name: z.string() });

/** The match columns an odds row shows (a slimmer cousin of the score list's row). */
export const oddsMatch = matchLive
  .pick({
    id: true,
    state: true,
    clock: true,
    homeScore: true,
    awayScore: true,
    homeHalfScore: true,
    awayHalfScore: true,
  })
  .extend({
    sportId: z.number().int(),
    kickoff: z.string(),
    league: leagueRef,
    home: oddsTeam,
    away: oddsTeam,
    jcNo: z.string().nullable(),
  });
export type OddsMatch = z.infer<typeof oddsMatch>;

export const leagueCount = leagueRef.extend({ count: z.number().int().describe("matches of the day") });
export type LeagueCount = z.infer<typeof leagueCount>;

const dayHeader = {
  date: z.string().describe("the business day shown"),
  today: z.string().describe("the current business day, for date tabs"),
  sportId: z.number().int(),
  leagues: z.array(leagueCount).describe("every league of the day, for the filter (ignores leagueIds)"),
};

export const oddsBoardData = z.object({
  ...dayHeader,
  market: z.number().int(),
  companies: z.array(oddsCompany).describe("the chosen companies, in the order of quotes"),
  matches: z.array(oddsMatch.extend({ quotes: z.array(companyQuote) })),
});
export type OddsBoardData = z.infer<typeof oddsBoardData>;
export type OddsBoardMatch = OddsBoardData["matches"][number];

export const oddsJoinData = z.object({
  ...dayHeader,
  company: oddsCompany,
  matches: z.array(
    oddsMatch.extend({
      europe: marketQuote.nullable().describe("欧赔"),
      handicap: marketQuote.nullable().describe("亚盘 / 让分"),
      total: marketQuote.nullable().describe("大小球 / 大小分"),
    }),
  ),
});
export type OddsJoinData = z.infer<typeof oddsJoinData>;
export type OddsJoinMatch = OddsJoinData["matches"][number];

const quoteStats = z.object({ max: oddsQuote, min: oddsQuote, avg: oddsQuote });
export type QuoteStats = z.infer<typeof quoteStats>;

export const oddsCompareData = z.object({
  ...dayHeader,
  market: z.number().int(),
  companies: z.array(oddsCompany).describe("every company quoting the sport"),
  matches: z.array(
    oddsMatch.extend({
      quotes: z.array(z.object({ companyId: z.number().int(), open: oddsQuote, live: oddsQuote })),
      stats: quoteStats.nullable().describe("highest, lowest and average live value of each column"),
    }),
  ),
});
export type OddsCompareData = z.infer<typeof oddsCompareData>;
export type OddsCompareMatch = OddsCompareData["matches"][number];
