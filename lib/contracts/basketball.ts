import { z } from "zod";
import { BASKET_LIST_TYPES } from "@/lib/codes/list-types";
import { idInput, intInput } from "./fields";
import { leagueRef, matchLive, matchRow } from "./match-list";
import { dateInput, idListInput, leagueCount, tvChannel } from "./schedule";

export const basketListQuery = z.object({
  type: z.enum(BASKET_LIST_TYPES, "类型只能是 live、end、next 或 jclq").default("live"),
  date: dateInput.optional(),
  leagueIds: idListInput.optional(),
});

/** 竞彩篮球 sale of a match: 胜负, 让分 (line from the home side) and 大小分 SP values. */
export const jclqSale = z.object({
  number: z.string().describe("周三301"),
  spHome: z.number(),
  spAway: z.number(),
  handicap: z.number().describe("-5.5: the home side gives 5.5 points"),
  hSpHome: z.number(),
  hSpAway: z.number(),
  total: z.number(),
  spOver: z.number(),
  spUnder: z.number(),
  saleEndsAt: z.string(),
});
export type JclqSale = z.infer<typeof jclqSale>;

export const basketRow = matchRow.extend({ jclq: jclqSale.nullable().optional() });
export type BasketRow = z.infer<typeof basketRow>;

export const basketListData = z.object({
  type: z.enum(BASKET_LIST_TYPES),
  date: z.string(),
  today: z.string().describe("the business date of now: the date tabs count from it"),
  list: z.array(basketRow),
});
export type BasketList = z.infer<typeof basketListData>;

export const basketFilterData = z.object({ leagues: z.array(leagueCount) });

export const matchIdQuery = z.object({ matchId: idInput("比赛编号不正确") });

export const basketDetail = z.object({
  match: basketRow,
  league: leagueRef.extend({ fullName: z.string() }),
  season: z.string().describe("2026-2027"),
  venue: z.object({ name: z.string(), city: z.string(), capacity: z.number().int().nullable() }).nullable(),
  tv: z.array(tvChannel),
});
export type BasketDetail = z.infer<typeof basketDetail>;

/** SPEC §3 player stats of one player in one match. */
export const boxScoreLine = z.object({
  playerId: z.number().int(),
  name: z.string(),
  number: z.number().int(),
  position: z.string().describe("C, PF, SF, SG, PG"),
  starter: z.boolean(),
  minutesPlayed: z.number().int(),
  points: z.number().int(),
  fieldGoalsScored: z.number().int(),
  fieldGoalsAttempted: z.number().int(),
  fieldGoalsAccuracy: z.number().describe("percent, one decimal: 45.5"),
  threePointsScored: z.number().int(),
  threePointsAttempted: z.number().int(),
  threePointsAccuracy: z.number(),
  freeThrowsScored: z.number().int(),
  freeThrowsAttempted: z.number().int(),
  freeThrowsAccuracy: z.number(),
  rebounds: z.number().int(),
  offensiveRebounds: z.number().int(),
  defensiveRebounds: z.number().int(),
  assists: z.number().int(),
  steals: z.number().int(),
  blocks: z.number().int(),
  turnovers: z.number().int(),
  fouls: z.number().int(),
  plusMinus: z.number().int(),
});
export type BoxScoreLine = z.infer<typeof boxScoreLine>;

export const teamStatLine = z.object({
  fieldGoalsScored: z.number().int(),
  fieldGoalsAttempted: z.number().int(),
  threePointsScored: z.number().int(),
  threePointsAttempted: z.number().int(),
  freeThrowsScored: z.number().int(),
  freeThrowsAttempted: z.number().int(),
  rebounds: z.number().int(),
  offensiveRebounds: z.number().int(),
  assists: z.number().int(),
  steals: z.number().int(),
  blocks: z.number().int(),
  turnovers: z.number().int(),
  fouls: z.number().int(),
});
export type TeamStatLine = z.infer<typeof teamStatLine>;

export const commentaryLine = z.object({
  id: z.number().int(),
  minute: z.number().int(),
  clock: z.string().describe("第二节 08:34"),
  text: z.string(),
  kind: z.number().int().nullable().describe("match event type it narrates (lib/codes/match-events)"),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
});
export type CommentaryLine = z.infer<typeof commentaryLine>;

export const periodEvent = z.object({
  id: z.number().int(),
  period: z.number().int().describe("1..4 quarters, 5+ overtimes"),
  minute: z.number().int(),
  type: z.number().int().describe("20 period start, 21 period end"),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  note: z.string(),
});

export const basketLiveData = z.object({
  match: matchLive,
  events: z.array(periodEvent),
  commentary: z.array(commentaryLine).describe("oldest first"),
  teamStats: z.object({ home: teamStatLine, away: teamStatLine }).nullable(),
  boxScores: z.object({ home: z.array(boxScoreLine), away: z.array(boxScoreLine) }),
});
export type BasketLive = z.infer<typeof basketLiveData>;

export const basketTextQuery = z.object({ matchId: idInput("比赛编号不正确").optional() });
export const basketTextData = z.object({
  date: z.string(),
  matches: z.array(basketRow.extend({ commentaryCount: z.number().int() })),
  matchId: z
    .number()
    .int()
    .nullable()
    .describe("the match whose commentary follows: asked for, else the first live one"),
  match: basketRow.nullable().describe("that match's row, also when it is not one of today's"),
  commentary: z.array(commentaryLine),
});
export type BasketText = z.infer<typeof basketTextData>;

export const oddsPath = z.object({ id: idInput("比赛编号不正确") });
export const oddsQuery = z.object({
  market: intInput(
    z.number().refine((v) => v >= 0 && v <= 3, "盘口类型只能是0（全部）、1（欧赔）、2（让分）或3（大小分）"),
    2,
  ),
  companyId: idInput("公司编号不正确").optional(),
});

export const quote = z.object({
  home: z.number().describe("欧赔 home odds; 让分 home water; 大小分 over water"),
  draw: z.number().nullable(),
  away: z.number(),
  line: z.number().nullable(),
});
export type Quote = z.infer<typeof quote>;

export const companyQuote = z.object({
  companyId: z.number().int(),
  name: z.string(),
  init: quote,
  live: quote,
  closed: z.boolean(),
  updatedAt: z.string(),
  changes: z.number().int(),
});
export type CompanyQuote = z.infer<typeof companyQuote>;

export const oddsChange = quote.extend({
  changedAt: z.string(),
  minute: z.number().int().nullable(),
  state: z.number().int(),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
});
export type OddsChangePoint = z.infer<typeof oddsChange>;

export const basketOddsData = z.object({
  matchId: z.number().int(),
  markets: z.array(z.object({ market: z.number().int(), companies: z.array(companyQuote) })),
  companyId: z.number().int().nullable().describe("the company whose history follows"),
  history: z
    .array(oddsChange)
    .describe("the opening quote, then every change, oldest first; empty for market 0"),
});
export type BasketOdds = z.infer<typeof basketOddsData>;
