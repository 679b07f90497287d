import { BasketballState } from "@/lib/codes/basketball-states";
import { BASKETBALL_STATE_LABELS } from "@/lib/codes/basketball-state-labels";
import { boxScore } from "./basketball-box";
import type { BasketballPeriod, BasketballPlay } from "./basketball-types";
import { lastIndexAtOrBefore } from "./engine-random";
import type { BasketballScript, BasketballSnapshot, Sides } from "./types";

const PERIOD_NAMES = ["第一节", "第二节", "第三节", "第四节"];
const NO_PLAYS: readonly BasketballPlay[] = [];

export function periodName(index: number): string {
  if (index <= 4) return PERIOD_NAMES[index - 1];
  return index === 5 ? "加时" : `加时${index - 4}`;
}

/** Countdown as shown on the scoreboard: 12:00 at the start, 00:00 at the buzzer. */
export function gameClock(remainingSeconds: number): string {
  const whole = Math.max(0, Math.ceil(remainingSeconds));
  return `${String(Math.floor(whole / 60)).padStart(2, "0")}:${String(whole % 60).padStart(2, "0")}`;
}

function scoresUpTo(plays: readonly BasketballPlay[], periods: number): Sides<number[]> {
  const scores = { home: new Array<number>(periods).fill(0), away: new Array<number>(periods).fill(0) };
  for (const p of plays) if (p.points > 0) scores[p.side][p.period - 1] += p.points;
  return scores;
}

type Moment = Pick<BasketballSnapshot, "state" | "period" | "remainingSeconds" | "clock"> & {
  gameSeconds: number;
};

function momentAt(script: BasketballScript, elapsedMs: number): Moment {
  const { periods } = script;
  if (elapsedMs < 0) {
    return {
      state: BasketballState.NotStarted,
      period: 0,
      remainingSeconds: periods[0].lengthSeconds,
      clock: BASKETBALL_STATE_LABELS[1],
      gameSeconds: 0,
    };
  }
  if (elapsedMs >= script.endMs) {
    return {
      state: BasketballState.Finished,
      period: periods.length,
      remainingSeconds: 0,
      clock: BASKETBALL_STATE_LABELS[10],
      gameSeconds: Infinity,
    };
  }
  let current: BasketballPeriod = periods[0];
  for (const p of periods) if (p.startMs <= elapsedMs) current = p;
  const { index, lengthSeconds, startMs, endMs } = current;
  if (elapsedMs >= endMs) {
    const clock =
      current.breakState === current.state
        ? `${periodName(index)} 00:00`
        : BASKETBALL_STATE_LABELS[current.breakState];
    return {
      state: current.breakState,
      period: index,
      remainingSeconds: 0,
      clock,
      gameSeconds: lengthSeconds,
    };
  }
  const gameSeconds = ((elapsedMs - startMs) / (endMs - startMs)) * lengthSeconds;
  const remainingSeconds = lengthSeconds - gameSeconds;
  return {
    state: current.state,
    period: index,
    remainingSeconds,
    clock: `${periodName(index)} ${gameClock(remainingSeconds)}`,
    gameSeconds,
  };
}

/**
 * The game as a viewer sees it `elapsedMs` of real time after tip-off: state, clock, quarter
 * scores so far and cumulative box scores. Pure; the simulator calls it on every tick.
 */
export function basketballStateAt(script: BasketballScript, elapsedMs: number): BasketballSnapshot {
  const { state, period, remainingSeconds, clock, gameSeconds } = momentAt(script, elapsedMs);
  const count = lastIndexAtOrBefore(script.plays, elapsedMs) + 1;
  const plays = count === 0 ? NO_PLAYS : script.plays.slice(0, count);
  const last = plays.at(-1);
  return {
    state,
    period,
    remainingSeconds,
    clock,
    homeScore: last?.homeScore ?? 0,
    awayScore: last?.awayScore ?? 0,
    periodScores: scoresUpTo(plays, period),
    box: boxScore(script, count, period, gameSeconds),
    plays,
  };
}

/** State, clock and score only, without the box score: for callers that sample a game many times. */
export function basketballScoreAt(
  script: BasketballScript,
  elapsedMs: number,
): Pick<BasketballSnapshot, "state" | "period" | "remainingSeconds" | "homeScore" | "awayScore"> {
  const { state, period, remainingSeconds } = momentAt(script, elapsedMs);
  const last = script.plays[lastIndexAtOrBefore(script.plays, elapsedMs)];
  return {
    state,
    period,
    remainingSeconds,
    homeScore: last?.homeScore ?? 0,
    awayScore: last?.awayScore ?? 0,
  };
}

/** Same as basketballStateAt, from a wall-clock time in epoch milliseconds. */
export function basketballStateAtTime(script: BasketballScript, nowMs: number): BasketballSnapshot {
  return basketballStateAt(script, nowMs - script.kickoffMs);
}
