import { BasketballState, type BasketballStateCode } from "@/lib/codes/basketball-states";
import { BASKETBALL_RULES, type BasketballRules } from "./basketball-rules";
import { buildBallers } from "./basketball-roster";
import { GameSim, simTeam } from "./basketball-sim";
import type { BasketballPeriod, BasketballRosterEntry } from "./basketball-types";
import { stream, toEpochMs } from "./engine-random";
import type { BasketballScript, BasketballScriptInput, Side } from "./types";

const MINUTE_MS = 60_000;

/** SPEC state while period `index` (1-based) is played: 2, 4, 6, 8 for quarters, 9 for overtime. */
export function playingState(index: number): BasketballStateCode {
  return index <= 4 ? ((index * 2) as BasketballStateCode) : BasketballState.Overtime;
}

/** The break after a period: 3, 5, 7 after Q1-Q3; Q4 or OT keeps showing while waiting for overtime. */
function breakAfter(index: number, overtimeFollows: boolean): BasketballStateCode {
  if (index <= 3) return (index * 2 + 1) as BasketballStateCode;
  return overtimeFollows ? playingState(index) : BasketballState.Finished;
}

function breakMinutes(rules: BasketballRules, index: number): number {
  if (index === 2) return rules.halfTimeMinutes;
  return index < 4 ? rules.quarterBreakMinutes : rules.overtimeBreakMinutes;
}

/** The rules at a league's scoring level: the pace (seconds a possession takes) makes the points. */
function atLevel(rules: BasketballRules, points: number | undefined): BasketballRules {
  if (points === undefined) return rules;
  return {
    ...rules,
    possessionSeconds: (rules.possessionSeconds * rules.averagePoints) / points,
    averagePoints: points,
  };
}

/** A whole game, possession by possession, from a seed: quarter scores, plays, stints and box scores. */
export function generateBasketballScript(input: BasketballScriptInput): BasketballScript {
  const { seed, home, away } = input;
  const rules = atLevel(BASKETBALL_RULES[input.rules], input.points);
  const rng = stream(seed, 11);
  const gameSeconds = rules.quarterMinutes * 4 * 60;
  const ballers = {
    home: buildBallers(rng, home.players, gameSeconds),
    away: buildBallers(rng, away.players, gameSeconds),
  };
  const sim = new GameSim(rng, rules, {
    home: simTeam("home", home.strength, ballers.home),
    away: simTeam("away", away.strength, ballers.away),
  });
  const msPerSecond = rules.clockStretch * 1000;
  const tipOff: Side = rng.chance(0.5) ? "home" : "away";
  const other: Side = tipOff === "home" ? "away" : "home";
  const periods: BasketballPeriod[] = [];
  let startMs = 0;
  // Overtimes follow while the score is level; each one is decided ~90 % of the time.
  for (let index = 1; ; index++) {
    const overtime = index > 4;
    const lengthSeconds = (overtime ? rules.overtimeMinutes : rules.quarterMinutes) * 60;
    // Possession arrow: the side that lost the tip starts Q2 and Q3; overtimes open with a new jump ball.
    const first = overtime
      ? rng.chance(0.5)
        ? "home"
        : "away"
      : index === 1 || index === 4
        ? tipOff
        : other;
    sim.playPeriod({ index, lengthSeconds, startMs, msPerSecond }, first, overtime);
    const endMs = startMs + lengthSeconds * msPerSecond;
    const tied = sim.score.home === sim.score.away;
    const overtimeFollows = index >= 4 && tied;
    const more = index < 4 || overtimeFollows;
    const breakEndMs = more ? endMs + breakMinutes(rules, index) * MINUTE_MS : endMs;
    periods.push({
      index,
      state: playingState(index),
      startMs,
      endMs,
      lengthSeconds,
      breakState: breakAfter(index, overtimeFollows),
      breakEndMs,
    });
    if (!more) break;
    startMs = breakEndMs;
  }

  const roster: BasketballRosterEntry[] = (["home", "away"] as const).flatMap((side) =>
    ballers[side].map((b) => ({ side, playerId: b.id, position: b.position, starter: b.starter })),
  );
  return {
    sport: "basketball",
    seed,
    rules: input.rules,
    kickoffMs: toEpochMs(input.kickoff),
    roster,
    periods,
    plays: sim.plays,
    stints: sim.stints,
    periodScores: sim.periodScores,
    finalScore: { ...sim.score },
    endMs: periods.at(-1)!.endMs,
  };
}
