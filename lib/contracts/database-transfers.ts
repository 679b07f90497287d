import { z } from "zod";
import { leagueInfo, seasonRef, teamBadge } from "./database";

const int = () => z.number().int();

/** A player's move as the league, team and player pages list it (lib/codes/transfer-kinds.ts). */
export const transferEntry = z.object({
  id: int(),
  sportId: int(),
  date: z.string().describe("YYYY-MM-DD, Beijing"),
  window: z.string().describe("2026夏窗, 2026冬窗, 2026休赛期"),
  kind: int().describe("1 转会, 2 租借, 3 自由转会, 4 租借结束, 5 交易, 6 签约"),
  fee: int().nullable().describe("万欧元; null when undisclosed or not a fee-paying move"),
  player: z.object({ id: int(), name: z.string(), position: z.string() }),
  from: teamBadge.nullable().describe("null: a free agent"),
  to: teamBadge,
});
export type TransferEntry = z.infer<typeof transferEntry>;

export const leagueTransfersData = z.object({
  league: leagueInfo,
  seasons: z.array(seasonRef),
  season: seasonRef,
  windows: z
    .array(z.object({ name: z.string(), transfers: z.array(transferEntry) }))
    .describe("the season's windows, newest first; moves into or out of the league's clubs, newest first"),
});
export type LeagueTransfers = z.infer<typeof leagueTransfersData>;

export const teamTransfersData = z.object({
  teamId: int(),
  arrivals: z.array(transferEntry).describe("转入, newest first"),
  departures: z.array(transferEntry).describe("转出, newest first"),
});
export type TeamTransfers = z.infer<typeof teamTransfersData>;

export const playerTransfersData = z.object({
  playerId: int(),
  transfers: z.array(transferEntry).describe("newest first; the first one's destination is his current team"),
});
export type PlayerTransfers = z.infer<typeof playerTransfersData>;

export const honourEntry = z.object({
  title: z.string().describe("英超冠军, 欧冠冠军, NBA总冠军, 常规赛第一"),
  leagueId: int().nullable(),
  count: int(),
  seasons: z
    .array(z.string())
    .describe("the stored seasons it was won in (the earlier ones are counted only)"),
});
export type HonourEntry = z.infer<typeof honourEntry>;
export const teamHonoursData = z.object({ teamId: int(), honours: z.array(honourEntry) });
export type TeamHonours = z.infer<typeof teamHonoursData>;
