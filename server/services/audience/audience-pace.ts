/**
 * How often the simulated crowd speaks, in real time (not the feed's clock): a Poisson process
 * whose rate follows the room's size and the match's excitement, held within stated bounds.
 */
export const PACE = {
  /** Messages per minute in a quiet room and in a busy one, before excitement. */
  smallRoomPerMinute: 6,
  bigRoomPerMinute: 14,
  /** Never fewer than this, never more. */
  minPerMinute: 4,
  maxPerMinute: 40,
  /** A gap between two messages of one room never falls outside these (ms). */
  minGapMs: 800,
  maxGapMs: 12_000,
} as const;

export function ratePerMinute(bigRoom: boolean, excitement: number): number {
  const base = bigRoom ? PACE.bigRoomPerMinute : PACE.smallRoomPerMinute;
  return Math.min(PACE.maxPerMinute, Math.max(PACE.minPerMinute, base * excitement));
}

/** The wait before the next message: exponential at `perMinute`, clamped to the gap bounds. */
export function nextGapMs(perMinute: number, random: () => number): number {
  const u = Math.max(random(), 1e-9);
  const gap = (-Math.log(u) / perMinute) * 60_000;
  return Math.round(Math.min(PACE.maxGapMs, Math.max(PACE.minGapMs, gap)));
}
