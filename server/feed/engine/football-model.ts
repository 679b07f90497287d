import { clamp } from "./engine-random";
import type { FootballLevels, Sides, Strength } from "./types";

/** A typical top league (used when a match names no league levels). */
export const TYPICAL_LEVELS: FootballLevels = { goals: 2.75, yellow: 4.2, red: 0.15, corners: 9.8 };
// The home side scores ~54.5 % of the goals between equal teams (1.5 v 1.25 in a 2.75-goal league).
const HOME_SHARE = 0.545;
// Each strength point moves a side's goal rate by ~2.6 %: 90 v 60 at home is ~3.2 v 0.55.
const GOALS_PER_STRENGTH_POINT = 0.026;
// Uneven matches score more (cosh of the edge): over a league's season that adds ~4 %, taken back
// here so the season averages the league's level.
const MISMATCH_GOALS = 1.04;

/** Expected goals over 90 minutes; the same numbers drive the script and the odds. */
export function expectedGoals(
  home: Strength,
  away: Strength,
  goals = TYPICAL_LEVELS.goals,
  neutral = false,
): Sides<number> {
  const edge = clamp(home - away, -60, 60) * GOALS_PER_STRENGTH_POINT;
  const even = goals / MISMATCH_GOALS;
  const share = neutral ? 0.5 : HOME_SHARE;
  return { home: even * share * Math.exp(edge), away: even * (1 - share) * Math.exp(-edge) };
}

/** Home share of the ball: 52 % for equal teams, ±0.4 point per strength point. */
export function meanPossession(home: Strength, away: Strength): number {
  return clamp(0.52 + (home - away) * 0.004, 0.3, 0.72);
}

/** P(X = k) for k = 0..max of a Poisson variable; the tail is folded into `max`. */
export function poissonPmf(lambda: number, max: number): number[] {
  const pmf: number[] = [];
  let p = Math.exp(-lambda);
  let sum = 0;
  for (let k = 0; k < max; k++) {
    pmf.push(p);
    sum += p;
    p *= lambda / (k + 1);
  }
  pmf.push(Math.max(0, 1 - sum));
  return pmf;
}
