import { FootballState } from "@/lib/codes/football-states";
import { MatchEventType, type MatchEventTypeCode } from "@/lib/codes/match-events";
import type { PlayedEvent } from "./played-match";
import { MINUTE_MS, phaseIndexAt } from "./engine/football-clock";
import type { FootballEventType, FootballPhase } from "./engine/football-types";
import type { FootballScript } from "./engine/types";

/** A timeline row with the script time it happens at and the clock as shown (67', 45+2'). */
export type TimedEvent = PlayedEvent & { atMs: number; clock: string };

const TYPE_CODES: Record<FootballEventType, MatchEventTypeCode> = {
  goal: MatchEventType.Goal,
  "penalty-goal": MatchEventType.PenaltyGoal,
  "own-goal": MatchEventType.OwnGoal,
  "penalty-missed": MatchEventType.PenaltyMissed,
  yellow: MatchEventType.YellowCard,
  "second-yellow": MatchEventType.SecondYellow,
  red: MatchEventType.RedCard,
  substitution: MatchEventType.Substitution,
  corner: MatchEventType.Corner,
  "shootout-scored": MatchEventType.ShootoutScored,
  "shootout-missed": MatchEventType.ShootoutMissed,
};

export const SHOOTOUT_PERIOD = 5;
const PERIOD_NOTES = ["", "上半场", "下半场", "加时上半场", "加时下半场", "点球大战"];

export const footballClock = (minute: number, added = 0) =>
  added > 0 ? `${minute}+${added}'` : `${minute}'`;

/** Period of each phase: halves 1 and 2, extra-time halves 3 and 4, the shoot-out 5; a break keeps the one before. */
export function phasePeriods(phases: readonly FootballPhase[]): number[] {
  let played = 0;
  return phases.map((p) =>
    p.state === FootballState.Penalties
      ? SHOOTOUT_PERIOD
      : p.kind === "play"
        ? ++played
        : Math.max(1, played),
  );
}

type Draft = Omit<TimedEvent, "homeScore" | "awayScore"> & { rank: number; score?: [number, number] };

function marker(
  type: MatchEventTypeCode,
  period: number,
  atMs: number,
  minute: number,
  added: number,
): Draft {
  return {
    period,
    minute,
    addedMinute: added,
    second: 0,
    type,
    side: null,
    atMs,
    clock: period === SHOOTOUT_PERIOD ? "点球" : footballClock(minute, added),
    note: PERIOD_NOTES[period],
    // At one instant a period ends before the next starts, and a start comes before its first event
    // (events fall strictly inside their phase, so none shares an instant with an end).
    rank: type === MatchEventType.PeriodEnd ? 0 : 1,
  };
}

/** The whole timeline of a script: its events plus the start and end of every period, in time order. */
export function footballTimeline(script: FootballScript): TimedEvent[] {
  const { phases } = script;
  const periods = phasePeriods(phases);
  const drafts: Draft[] = [];
  phases.forEach((phase, i) => {
    const period = periods[i];
    if (phase.kind === "play") {
      const end = phase.baseMinute + phase.regularMinutes;
      drafts.push(marker(MatchEventType.PeriodStart, period, phase.startMs, phase.baseMinute, 0));
      drafts.push(marker(MatchEventType.PeriodEnd, period, phase.endMs, end, phase.addedMinutes));
    } else if (period === SHOOTOUT_PERIOD) {
      drafts.push(marker(MatchEventType.PeriodStart, period, phase.startMs, phase.baseMinute, 0));
      drafts.push(marker(MatchEventType.PeriodEnd, period, phase.endMs, phase.baseMinute, 0));
    }
  });
  for (const e of script.events) {
    const index = phaseIndexAt(phases, e.atMs);
    const phase = phases[index];
    const shootout = periods[index] === SHOOTOUT_PERIOD;
    drafts.push({
      period: periods[index],
      minute: e.minute,
      addedMinute: e.addedMinute,
      second: shootout ? 0 : Math.floor(((e.atMs - phase.startMs) % MINUTE_MS) / 1000),
      type: TYPE_CODES[e.type],
      side: e.side,
      playerId: e.playerId,
      assistPlayerId: e.assistPlayerId,
      subOutPlayerId: e.playerOutId,
      atMs: e.atMs,
      clock: shootout ? "点球" : footballClock(e.minute, e.addedMinute),
      note: "",
      rank: 2,
      score: [e.homeScore, e.awayScore],
    });
  }
  drafts.sort((a, b) => a.atMs - b.atMs || a.rank - b.rank);
  let home = 0;
  let away = 0;
  return drafts.map(({ rank: _rank, score, ...d }) => {
    if (score) [home, away] = score;
    return { ...d, homeScore: home, awayScore: away };
  });
}
