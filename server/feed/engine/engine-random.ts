import { createRandom, type Random } from "./random";

/** An independent stream per concern, so that e.g. naming scorers never changes how many goals fall. */
export function stream(seed: number, salt: number): Random {
  let h = Math.imul((seed >>> 0) ^ Math.imul(salt + 1, 0x9e3779b9), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return createRandom((h ^ (h >>> 16)) >>> 0);
}

export function poisson(rng: Random, lambda: number): number {
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = rng.next();
  while (p > limit) {
    k++;
    p *= rng.next();
  }
  return k;
}

export function normal(rng: Random, mean = 0, sd = 1): number {
  const u = 1 - rng.next();
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

/** Index drawn in proportion to `weights`; -1 when every weight is 0. */
export function weightedIndex(rng: Random, weights: readonly number[]): number {
  let total = 0;
  for (const w of weights) total += w;
  if (total <= 0) return -1;
  let r = rng.next() * total;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i];
    if (r < 0 && weights[i] > 0) return i;
  }
  for (let i = weights.length - 1; i >= 0; i--) if (weights[i] > 0) return i;
  return -1;
}

export function pickWeighted<T>(
  rng: Random,
  items: readonly T[],
  weight: (item: T) => number,
): T | undefined {
  const index = weightedIndex(rng, items.map(weight));
  return index < 0 ? undefined : items[index];
}

/** Integer count with the given mean: the whole part plus one more with the fractional chance. */
export function roundRandom(rng: Random, mean: number): number {
  const whole = Math.floor(mean);
  return whole + (rng.next() < mean - whole ? 1 : 0);
}

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function toEpochMs(at: Date | number): number {
  return typeof at === "number" ? at : at.getTime();
}

/** Last index whose `atMs` is <= `ms` in a list sorted by `atMs`; -1 when none. */
export function lastIndexAtOrBefore(items: readonly { atMs: number }[], ms: number): number {
  let lo = 0;
  let hi = items.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (items[mid].atMs <= ms) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
