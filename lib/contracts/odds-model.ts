import { z } from "zod";
import { UpsetStatus } from "@/lib/codes/upset-status";
import { leagueCount, oddsCompany, oddsDayQuery, oddsMatch } from "./odds-board";

/** /live/football/model: the data models over a day's football odds. */
export const footballModelQuery = oddsDayQuery;
export type FootballModelQuery = z.infer<typeof footballModelQuery>;

const outcomes = z.object({ home: z.number(), draw: z.number(), away: z.number() });

export const lineMove = z.object({
  open: z.number().describe("average opening line"),
  live: z.number().describe("average live line"),
  change: z.number().describe("live − open"),
  up: z.number().int().describe("companies that raised the line"),
  down: z.number().int().describe("companies that lowered it"),
  companies: z.number().int(),
  steam: z.boolean().describe("most companies (≥ 3 and ≥ 60%) moved the same way"),
});
export type LineMove = z.infer<typeof lineMove>;

export const modelMatch = oddsMatch.extend({
  average: outcomes.nullable().describe("average live 1X2 across companies"),
  probabilities: outcomes.nullable().describe("implied %, margin removed, sums to 100"),
  payout: z.number().nullable().describe("返还率 % of the average odds"),
  kelly: z
    .array(z.object({ companyId: z.number().int(), odds: outcomes, kelly: outcomes }))
    .describe("each company's live 1X2 and its Kelly index: odds × average implied probability"),
  maxKelly: z.number().nullable(),
  movement: z.object({
    handicap: lineMove.nullable(),
    total: lineMove.nullable(),
    size: z.number().describe("|Δ handicap| + |Δ total|: the ranking key"),
  }),
  upset: z
    .object({
      favourite: z.enum(["home", "away"]),
      odds: z.number().describe("the favourite's average odds"),
      status: z.enum([UpsetStatus.Losing, UpsetStatus.Drawing, UpsetStatus.Lost]),
    })
    .nullable(),
});
export type ModelMatch = z.infer<typeof modelMatch>;

export const footballModelData = z.object({
  date: z.string(),
  today: z.string(),
  leagues: z.array(leagueCount),
  companies: z.array(oddsCompany),
  matches: z.array(modelMatch).describe("ranked by movement size, largest first"),
});
export type FootballModelData = z.infer<typeof footballModelData>;
