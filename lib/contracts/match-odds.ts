import { z } from "zod";
import { idInput, intInput } from "./fields";

export const oddsParams = z.object({ id: idInput("比赛编号不正确") });

/** No market: all three (三合一). companyId: that company's change history in `market`. */
export const oddsQuery = z
  .object({
    market: intInput(z.number().min(1, "盘口只能是1、2、3").max(3, "盘口只能是1、2、3")).optional(),
    companyId: idInput("公司编号不正确").optional(),
  })
  .refine((q) => q.companyId === undefined || q.market !== undefined, {
    message: "查看变化记录时需指定盘口",
    path: ["market"],
  });
export type OddsQuery = z.infer<typeof oddsQuery>;

/**
 * 欧赔: home / draw / away decimal odds, line null. 亚盘: line (> 0 home gives) with home / away
 * water. 大小球: line with over in `home`, under in `away`.
 */
export const oddsQuote = z.object({
  home: z.number(),
  draw: z.number().nullable(),
  away: z.number(),
  line: z.number().nullable(),
});
export type OddsQuote = z.infer<typeof oddsQuote>;

export const companyOdds = z.object({
  companyId: z.number().int(),
  name: z.string(),
  initial: oddsQuote.describe("初盘"),
  live: oddsQuote.describe("即时盘"),
  closed: z.boolean().describe("封盘"),
  updatedAt: z.string(),
  moves: z.number().int().describe("changes since the opening"),
});
export type CompanyOdds = z.infer<typeof companyOdds>;

export const marketOdds = z.object({ market: z.number().int(), companies: z.array(companyOdds) });
export type MarketOdds = z.infer<typeof marketOdds>;

/** One point of a company's history; the first is the opening quote. */
export const oddsPoint = z.object({
  at: z.string(),
  minute: z.number().int().nullable().describe("null before kick-off"),
  state: z.number().int(),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  quote: oddsQuote,
  opening: z.boolean(),
});
export type OddsPoint = z.infer<typeof oddsPoint>;

export const oddsHistory = z.object({
  companyId: z.number().int(),
  name: z.string(),
  market: z.number().int(),
  points: z.array(oddsPoint).describe("oldest first"),
});
export type OddsHistory = z.infer<typeof oddsHistory>;

export const matchOdds = z.object({
  matchId: z.number().int(),
  kickoff: z.string(),
  markets: z.array(marketOdds),
  history: oddsHistory.nullable(),
});
export type MatchOdds = z.infer<typeof matchOdds>;
