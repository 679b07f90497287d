import { BasketballState } from "@/lib/codes/basketball-states";
import type { BoxScoreLine, TeamStatLine } from "./played-match";
import { basketballStateAt, gameClock } from "./engine/basketball-state";
import type { BasketballPlayerLine } from "./engine/basketball-types";
import type { BasketballScript, Side } from "./engine/types";
import type { LiveColumns } from "./match-frame";

const TEAM_KEYS = [
  "fieldGoalsScored",
  "fieldGoalsAttempted",
  "threePointsScored",
  "threePointsAttempted",
  "freeThrowsScored",
  "freeThrowsAttempted",
  "rebounds",
  "offensiveRebounds",
  "assists",
  "steals",
  "blocks",
  "turnovers",
  "fouls",
] as const;

/** Points scored minus conceded while each player was on the floor, up to `playCount` plays. */
function plusMinus(script: BasketballScript, playCount: number): Map<number, number> {
  const result = new Map<number, number>();
  const stintsByPeriod = new Map<number, typeof script.stints>();
  for (const s of script.stints) stintsByPeriod.set(s.period, [...(stintsByPeriod.get(s.period) ?? []), s]);
  for (let i = 0; i < playCount; i++) {
    const p = script.plays[i];
    if (p.points === 0) continue;
    for (const s of stintsByPeriod.get(p.period) ?? []) {
      if (p.elapsedSeconds <= s.fromSeconds || p.elapsedSeconds > s.toSeconds) continue;
      const sign = s.side === p.side ? 1 : -1;
      result.set(s.playerId, (result.get(s.playerId) ?? 0) + sign * p.points);
    }
  }
  return result;
}

function boxLine(l: BasketballPlayerLine, pm: Map<number, number>): BoxScoreLine {
  return {
    playerId: l.playerId,
    side: l.side,
    starter: l.starter,
    minutesPlayed: l.minutesPlayed,
    points: l.points,
    fieldGoalsScored: l.fieldGoalsScored,
    fieldGoalsAttempted: l.fieldGoalsAttempted,
    threePointsScored: l.threePointsScored,
    threePointsAttempted: l.threePointsAttempted,
    freeThrowsScored: l.freeThrowsScored,
    freeThrowsAttempted: l.freeThrowsAttempted,
    rebounds: l.rebounds,
    offensiveRebounds: l.offensiveRebounds,
    defensiveRebounds: l.defensiveRebounds,
    assists: l.assists,
    steals: l.steals,
    blocks: l.blocks,
    turnovers: l.turnovers,
    fouls: l.fouls,
    plusMinus: pm.get(l.playerId) ?? 0,
  };
}

function teamTotals(lines: readonly BasketballPlayerLine[]): TeamStatLine {
  const totals: Record<string, number> = {};
  for (const key of TEAM_KEYS) totals[key] = lines.reduce((sum, l) => sum + l[key], 0);
  return totals as TeamStatLine;
}

const quarters = (scores: number[]): (number | null)[] => {
  const ot = scores.slice(4);
  return [...[0, 1, 2, 3].map((i) => scores[i] ?? null), ot.length ? ot.reduce((a, b) => a + b, 0) : null];
};

/** The live columns, team totals and box score of a game `elapsedMs` after tip-off. */
export function basketballFrame(script: BasketballScript, elapsedMs: number) {
  const s = basketballStateAt(script, elapsedMs);
  const period = script.periods[Math.max(0, s.period - 1)];
  const running = s.period > 0 && elapsedMs < period.endMs;
  const finished = s.state === BasketballState.Finished;
  const waitingForOvertime = !running && !finished && period.breakState === period.state;
  const half = s.period > 2 || (s.period === 2 && !running);
  const side = (k: Side) => s.periodScores[k];
  const live: LiveColumns = {
    state: s.state,
    clock: running ? gameClock(s.remainingSeconds) : waitingForOvertime ? gameClock(0) : "",
    periodStartedAt:
      finished || s.period === 0 ? null : script.kickoffMs + (running ? period.startMs : period.endMs),
    homeScore: s.homeScore,
    awayScore: s.awayScore,
    homeHalfScore: half ? (side("home")[0] ?? 0) + (side("home")[1] ?? 0) : null,
    awayHalfScore: half ? (side("away")[0] ?? 0) + (side("away")[1] ?? 0) : null,
    homePenScore: null,
    awayPenScore: null,
    homeCorners: 0,
    awayCorners: 0,
    homeYellow: 0,
    awayYellow: 0,
    homeRed: 0,
    awayRed: 0,
    homeQuarters: s.period > 0 ? quarters(side("home")) : null,
    awayQuarters: s.period > 0 ? quarters(side("away")) : null,
  };
  const pm = plusMinus(script, s.plays.length);
  return {
    live,
    stats: { home: teamTotals(s.box.home), away: teamTotals(s.box.away) },
    box: [...s.box.home, ...s.box.away].map((l) => boxLine(l, pm)),
  };
}
