import { clamp } from "./engine-random";

/** Lowest and highest water quoted; beyond them a book would rather move the line. */
export const MIN_WATER = 0.6;
export const MAX_WATER = 1.3;
export const MIN_ODDS = 1.01;
export const MAX_ODDS = 151;

/** A distribution over whole numbers: probs[i] is P(X = offset + i). */
export type Discrete = { offset: number; probs: number[] };

export function isQuarterLine(line: number): boolean {
  return Number.isInteger(line * 4);
}

export const floor2 = (x: number) => Math.floor(x * 100 + 1e-9) / 100;

/**
 * Probabilities behind an Asian line (X > line wins for the first side). Quarter lines are two
 * half stakes on the neighbouring half-lines; a push returns the stake, so the fair prices are
 * q = P(win) / (1 − P(push)) per side, which sum to 1.
 */
export function asianProbabilities(dist: Discrete, line: number): [number, number] {
  const halves = Number.isInteger(line * 2) ? [line, line] : [line - 0.25, line + 0.25];
  let win = 0;
  let lose = 0;
  // Plain loops: this runs tens of thousands of times per seeded match day.
  const { offset, probs } = dist;
  for (const half of halves) {
    for (let i = 0; i < probs.length; i++) {
      const x = offset + i;
      if (x > half) win += probs[i];
      else if (x < half) lose += probs[i];
    }
  }
  const live = win + lose;
  return live <= 0 ? [0.5, 0.5] : [win / live, lose / live];
}

/** Waters with the book's margin taken proportionally, rounded down so the margin survives rounding. */
export function priceWaters([first, second]: [number, number], margin: number): [number, number] {
  const quote = (q: number) => clamp(floor2(1 / (q * (1 + margin)) - 1), MIN_WATER, MAX_WATER);
  return [quote(Math.max(first, 1e-6)), quote(Math.max(second, 1e-6))];
}

/**
 * Decimal odds for complementary outcomes with the margin taken proportionally; implied
 * probabilities are capped at 1/1.01 and 1/151, so a near-certain result keeps a thin margin.
 */
export function priceOdds(probs: readonly number[], margin: number): number[] {
  return probs.map((p) => {
    const implied = clamp(p * (1 + margin), 1 / MAX_ODDS, 1 / MIN_ODDS);
    return clamp(Math.round(100 / implied) / 100, MIN_ODDS, MAX_ODDS);
  });
}

export function quarterSteps(from: number, to: number): number[] {
  const steps: number[] = [];
  for (let k = Math.ceil(from * 4); k <= Math.floor(to * 4); k++) steps.push(k / 4);
  return steps;
}

/** Standard normal distribution function (Abramowitz-Stegun 7.1.26, error < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** Sum and difference of two independent discrete variables. */
export function combine(a: Discrete, b: Discrete, op: "sum" | "diff"): Discrete {
  const offset = op === "sum" ? a.offset + b.offset : a.offset - (b.offset + b.probs.length - 1);
  const probs = new Array<number>(a.probs.length + b.probs.length - 1).fill(0);
  a.probs.forEach((pa, i) =>
    b.probs.forEach((pb, j) => {
      probs[op === "sum" ? i + j : i + (b.probs.length - 1 - j)] += pa * pb;
    }),
  );
  return { offset, probs };
}
