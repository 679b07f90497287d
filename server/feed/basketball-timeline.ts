import { MatchEventType } from "@/lib/codes/match-events";
import { gameClock, periodName } from "./engine/basketball-state";
import type { BasketballPeriod } from "./engine/basketball-types";
import { lastIndexAtOrBefore } from "./engine/engine-random";
import type { BasketballScript } from "./engine/types";
import type { TimedEvent } from "./football-timeline";

/** Game seconds played before each period starts. */
export function secondsBefore(periods: readonly BasketballPeriod[]): number[] {
  let sum = 0;
  return periods.map((p) => {
    const before = sum;
    sum += p.lengthSeconds;
    return before;
  });
}

/** "第三节 05:32": the period and the time left in it after `elapsedSeconds`. */
export const basketballClock = (p: BasketballPeriod, elapsedSeconds: number) =>
  `${periodName(p.index)} ${gameClock(p.lengthSeconds - elapsedSeconds)}`;

function scoreAt(script: BasketballScript, atMs: number) {
  const play = script.plays[lastIndexAtOrBefore(script.plays, atMs)];
  return { homeScore: play?.homeScore ?? 0, awayScore: play?.awayScore ?? 0 };
}

/**
 * The stored timeline of a game: the start and end of every quarter and overtime with the score
 * then (quarter scores are read from it). Single plays go to the commentary, not to match_events.
 */
export function basketballTimeline(script: BasketballScript): TimedEvent[] {
  const before = secondsBefore(script.periods);
  return script.periods.flatMap((p, i): TimedEvent[] => {
    const startMinute = Math.floor(before[i] / 60);
    const endMinute = Math.floor((before[i] + p.lengthSeconds) / 60);
    const note = periodName(p.index);
    return [
      {
        period: p.index,
        minute: startMinute,
        type: MatchEventType.PeriodStart,
        side: null,
        atMs: p.startMs,
        clock: basketballClock(p, 0),
        note,
        ...scoreAt(script, p.startMs),
      },
      {
        period: p.index,
        minute: endMinute,
        type: MatchEventType.PeriodEnd,
        side: null,
        atMs: p.endMs,
        clock: basketballClock(p, p.lengthSeconds),
        note,
        ...scoreAt(script, p.endMs),
      },
    ];
  });
}
