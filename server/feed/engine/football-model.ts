import { clamp } from "./engine-random";
import type { Sides, Strength } from "./types";

// Equal teams: 1.45 v 1.20 goals, i.e. ~2.65 a match with ~+0.25 for playing at home.
const HOME_BASE_GOALS = 1.45;
const AWAY_BASE_GOALS = 1.2;
// Each strength point moves a side's goal rate by ~2.6 %: 90 v 60 at home is ~3.2 v 0.55.
const GOALS_PER_STRENGTH_POINT = 0.026;

/** Expected goals over 90 minutes; the same numbers drive the script and the odds. */
export function expectedGoals(home: Strength, away: Strength): Sides<number> {
  const edge = clamp(home - away, -60, 60) * GOALS_PER_STRENGTH_POINT;
  return { home: HOME_BASE_GOALS * Math.exp(edge), away: AWAY_BASE_GOALS * Math.exp(-edge) };
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
