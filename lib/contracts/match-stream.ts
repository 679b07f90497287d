import { z } from "zod";
import { boxScoreLine, teamStatLine } from "./basketball";
import { commentaryLine, teamStats, timelineEvent } from "./match-detail";
import { matchLive, matchRow } from "./match-list";
import { oddsQuote } from "./match-odds";
import { MOMENTUM_KINDS } from "@/lib/codes/momentum";

// Frames of the live feed's streams; the event names and the streams are in lib/codes/match-stream-events.ts.

/** `update`: the list row's live columns, plus what a running clock and the odds columns need. */
export const matchUpdate = matchLive.extend({
  homePenScore: z.number().int().nullable().optional().describe("penalty shoot-out, when there is one"),
  awayPenScore: z.number().int().nullable().optional(),
  periodStartedAt: z
    .string()
    .nullable()
    .optional()
    .describe(
      "when the running period (or break) started, feed time; with /live/time it drives a local clock",
    ),
  odds: matchRow.shape.odds
    .optional()
    .describe("the default company's live Asian lines, sent when they moved"),
});
export type MatchUpdate = z.infer<typeof matchUpdate>;

export const matchEventFrame = timelineEvent.extend({ matchId: z.number().int() });
export type MatchEventFrame = z.infer<typeof matchEventFrame>;

export const matchCommentaryFrame = commentaryLine.extend({ matchId: z.number().int() });
export type MatchCommentaryFrame = z.infer<typeof matchCommentaryFrame>;

/** Football sends `teamStats` pairs; basketball sends team totals and the box score lines that changed. */
export const matchStatsFrame = z.discriminatedUnion("sport", [
  z.object({
    sport: z.literal("football"),
    matchId: z.number().int(),
    home: teamStats,
    away: teamStats,
  }),
  z.object({
    sport: z.literal("basketball"),
    matchId: z.number().int(),
    home: teamStatLine,
    away: teamStatLine,
    players: z.array(boxScoreLine.extend({ side: z.enum(["home", "away"]) })).describe("changed lines only"),
  }),
]);
export type MatchStatsFrame = z.infer<typeof matchStatsFrame>;

/** One stored move (odds_changes): market 1 欧赔, 2 亚盘/让分, 3 大小球/大小分 (over in `home`). */
export const liveOddsChange = oddsQuote.extend({
  companyId: z.number().int(),
  market: z.number().int(),
  changedAt: z.string(),
  minute: z.number().int().nullable(),
  state: z.number().int(),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
});
export type LiveOddsChange = z.infer<typeof liveOddsChange>;

export const matchOddsFrame = z.object({ matchId: z.number().int(), changes: z.array(liveOddsChange) });
export type MatchOddsFrame = z.infer<typeof matchOddsFrame>;

/** `momentum`: who has the ball and what they do with it between timeline events (the animated view). */
export const matchMomentumFrame = z.object({
  matchId: z.number().int(),
  side: z.enum(["home", "away"]).describe("the side with the ball (a foul: the side fouled)"),
  kind: z.enum(MOMENTUM_KINDS),
  clock: z.string().describe("67' · 第三节 05:32"),
});
export type MatchMomentumFrame = z.infer<typeof matchMomentumFrame>;
