import { FootballState } from "@/lib/codes/football-states";
import type { Random } from "./random";
import {
  BEFORE_EXTRA_TIME_CLOCK,
  breakPhase,
  EXTRA_HALF_TIME_CLOCK,
  HALF_TIME_CLOCK,
  MINUTE_MS,
  PENALTIES_CLOCK,
  playPhase,
} from "./football-clock";
import { shootoutEvents, SHOOTOUT_KICK_MS, SHOOTOUT_LEAD_IN_MS, writeEvents } from "./football-events";
import { expectedGoals, meanPossession, TYPICAL_LEVELS } from "./football-model";
import {
  goalSlots,
  incidentSlots,
  minuteCells,
  sortSlots,
  substitutionSlots,
  type Slot,
} from "./football-plan";
import { createSquads } from "./football-squad";
import { buildStatPoints } from "./football-stats";
import type { FootballEvent, FootballPhase } from "./football-types";
import { poisson, stream, toEpochMs, weightedIndex } from "./engine-random";
import type { FootballScript, FootballScriptInput, Sides } from "./types";

// Extra time is played more cautiously: ~85 % of the normal scoring rate over 30 minutes.
const EXTRA_TIME_GOAL_RATE = (30 / 90) * 0.85;

/** Stoppage time is mostly short: first half 1-5 (usually 1-3), second half 2-8 (usually 3-6). */
const FIRST_HALF_STOPPAGE = { from: 1, weights: [3, 4, 3, 1.5, 0.6] };
const SECOND_HALF_STOPPAGE = { from: 2, weights: [1, 3, 4, 3.5, 2, 1, 0.4] };
const stoppage = (rng: Random, { from, weights }: { from: number; weights: number[] }) =>
  from + weightedIndex(rng, weights);

function regularPhases(rng: Random): FootballPhase[] {
  const first = playPhase(FootballState.FirstHalf, 0, 0, 45, stoppage(rng, FIRST_HALF_STOPPAGE));
  const halfTime = breakPhase(FootballState.HalfTime, first.endMs, 15 * MINUTE_MS, 45, HALF_TIME_CLOCK);
  const second = playPhase(
    FootballState.SecondHalf,
    halfTime.endMs,
    45,
    45,
    stoppage(rng, SECOND_HALF_STOPPAGE),
  );
  return [first, halfTime, second];
}

function extraTimePhases(rng: Random, startMs: number): FootballPhase[] {
  const wait = breakPhase(FootballState.ExtraTime, startMs, 5 * MINUTE_MS, 90, BEFORE_EXTRA_TIME_CLOCK);
  const first = playPhase(FootballState.ExtraTime, wait.endMs, 90, 15, rng.int(0, 2));
  const turn = breakPhase(FootballState.ExtraTime, first.endMs, MINUTE_MS, 105, EXTRA_HALF_TIME_CLOCK);
  const second = playPhase(FootballState.ExtraTime, turn.endMs, 105, 15, rng.int(0, 3));
  return [wait, first, turn, second];
}

function goalsFor(rng: Random, phases: readonly FootballPhase[], counts: Sides<number>): Slot[] {
  const cells = minuteCells(phases);
  return [...goalSlots(rng, cells, "home", counts.home), ...goalSlots(rng, cells, "away", counts.away)];
}

/** A whole match written in advance from a seed; the same input always gives the same script. */
export function generateFootballScript(input: FootballScriptInput): FootballScript {
  const { seed, home, away } = input;
  const knockout = input.knockout ?? false;
  const levels = input.levels ?? TYPICAL_LEVELS;
  const timing = stream(seed, 1);
  const scoring = stream(seed, 2);
  const incidents = stream(seed, 3);
  const people = stream(seed, 4);
  const xg = expectedGoals(home.strength, away.strength, levels.goals, input.neutral);

  const phases = regularPhases(timing);
  const regular = { home: poisson(scoring, xg.home), away: poisson(scoring, xg.away) };
  const slots = goalsFor(scoring, phases, regular);
  const extraTime = knockout && regular.home === regular.away;
  if (extraTime) {
    const extra = extraTimePhases(timing, phases[2].endMs);
    const counts = {
      home: poisson(scoring, xg.home * EXTRA_TIME_GOAL_RATE),
      away: poisson(scoring, xg.away * EXTRA_TIME_GOAL_RATE),
    };
    slots.push(...goalsFor(scoring, extra, counts));
    phases.push(...extra);
  }

  const cells = minuteCells(phases);
  const edge = home.strength - away.strength;
  slots.push(
    ...incidentSlots(incidents, cells, "home", edge, levels),
    ...incidentSlots(incidents, cells, "away", -edge, levels),
  );
  slots.push(
    ...substitutionSlots(incidents, phases, "home"),
    ...substitutionSlots(incidents, phases, "away"),
  );

  const squads = createSquads(home.players, away.players);
  const events: FootballEvent[] = writeEvents(people, sortSlots(slots), squads, phases);
  const last = events.at(-1);
  const finalScore = { home: last?.homeScore ?? 0, away: last?.awayScore ?? 0 };
  const firstHalfEnd = phases[0].endMs;
  const beforeBreak = events.filter((e) => e.atMs < firstHalfEnd).at(-1);
  const halfScore = { home: beforeBreak?.homeScore ?? 0, away: beforeBreak?.awayScore ?? 0 };
  const statPoints = buildStatPoints(
    incidents,
    phases,
    events,
    xg,
    meanPossession(home.strength, away.strength),
  );

  let penaltyScore: Sides<number> | null = null;
  let endMs = phases.at(-1)!.endMs;
  if (extraTime && finalScore.home === finalScore.away) {
    const shootout = shootoutEvents(people, squads, endMs, finalScore, 120);
    const kicksEndMs = endMs + SHOOTOUT_LEAD_IN_MS + shootout.events.length * SHOOTOUT_KICK_MS;
    phases.push(breakPhase(FootballState.Penalties, endMs, kicksEndMs - endMs, 120, PENALTIES_CLOCK));
    events.push(...shootout.events);
    penaltyScore = shootout.penaltyScore;
    endMs = kicksEndMs;
  }

  return {
    sport: "football",
    seed,
    kickoffMs: toEpochMs(input.kickoff),
    knockout,
    expectedGoals: xg,
    phases,
    events,
    statPoints,
    halfScore,
    finalScore,
    extraTime,
    penaltyScore,
    endMs,
  };
}
