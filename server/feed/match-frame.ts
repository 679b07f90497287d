import { getTableColumns } from "drizzle-orm";
import { FootballState } from "@/lib/codes/football-states";
import { matchStats } from "../db/schema/match-details";
import type { BoxScoreLine, TeamStatLine } from "./played-match";
import { lastIndexAtOrBefore } from "./engine/engine-random";
import { phaseIndexAt } from "./engine/football-clock";
import { footballStateAt } from "./engine/football-state";
import type { FootballScript } from "./engine/types";
import { basketballFrame } from "./basketball-frame";
import type { MatchPlan } from "./match-plan";

/** The columns of a matches row the feed moves (times in epoch ms; quarters [q1..q4, ot]). */
export type LiveColumns = {
  state: number;
  clock: string;
  periodStartedAt: number | null;
  homeScore: number;
  awayScore: number;
  homeHalfScore: number | null;
  awayHalfScore: number | null;
  homePenScore: number | null;
  awayPenScore: number | null;
  homeCorners: number;
  awayCorners: number;
  homeYellow: number;
  awayYellow: number;
  homeRed: number;
  awayRed: number;
  homeQuarters: (number | null)[] | null;
  awayQuarters: (number | null)[] | null;
};

/** A match at one moment: its live columns, how much of each planned list has happened, stats. */
export type Frame = {
  elapsedMs: number;
  started: boolean;
  finished: boolean;
  live: LiveColumns;
  /** How many of plan.timeline / plan.commentary / plan.odds have happened. */
  events: number;
  commentary: number;
  odds: number;
  stats: { home: TeamStatLine; away: TeamStatLine } | null;
  box: BoxScoreLine[];
};

function footballFrame(script: FootballScript, elapsedMs: number) {
  const s = footballStateAt(script, elapsedMs);
  const index = phaseIndexAt(script.phases, elapsedMs);
  const phase = index >= 0 ? script.phases[index] : null;
  const playing = phase?.kind === "play";
  const live: LiveColumns = {
    state: s.state,
    clock: playing ? (s.addedMinute ? `${s.minute}+${s.addedMinute}` : `${s.minute}`) : "",
    periodStartedAt: phase ? script.kickoffMs + phase.startMs : null,
    homeScore: s.homeScore,
    awayScore: s.awayScore,
    homeHalfScore: s.halfScore?.home ?? null,
    awayHalfScore: s.halfScore?.away ?? null,
    homePenScore: s.penaltyScore?.home ?? null,
    awayPenScore: s.penaltyScore?.away ?? null,
    homeCorners: s.corners.home,
    awayCorners: s.corners.away,
    homeYellow: s.yellow.home,
    awayYellow: s.yellow.away,
    homeRed: s.red.home,
    awayRed: s.red.away,
    homeQuarters: null,
    awayQuarters: null,
  };
  return { live, stats: { home: s.stats.home, away: s.stats.away }, box: [] };
}

const STAT_KEYS = Object.keys(getTableColumns(matchStats)).filter((k) => k !== "matchId" && k !== "side");

/** Every statistics column, the other sport's at 0, so rows of both sports share one shape. */
function fullStats(line: TeamStatLine): TeamStatLine {
  const full: Record<string, number> = {};
  for (const key of STAT_KEYS) full[key] = (line as Record<string, number | undefined>)[key] ?? 0;
  return full as TeamStatLine;
}

export function frameAt(plan: MatchPlan, elapsedMs: number): Frame {
  const { script } = plan;
  const started = elapsedMs >= 0;
  const parts =
    script.sport === "football" ? footballFrame(script, elapsedMs) : basketballFrame(script, elapsedMs);
  const finished =
    script.sport === "football" ? parts.live.state === FootballState.Finished : elapsedMs >= script.endMs;
  return {
    elapsedMs,
    started,
    finished,
    live: parts.live,
    events: lastIndexAtOrBefore(plan.timeline, elapsedMs) + 1,
    commentary: lastIndexAtOrBefore(plan.commentary, elapsedMs) + 1,
    odds: lastIndexAtOrBefore(plan.odds, elapsedMs) + 1,
    stats: started ? { home: fullStats(parts.stats.home), away: fullStats(parts.stats.away) } : null,
    box: started ? parts.box : [],
  };
}

/** The final frame: the whole match. */
export const finalFrame = (plan: MatchPlan) => frameAt(plan, plan.script.endMs);
