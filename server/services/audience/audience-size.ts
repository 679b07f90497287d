/**
 * The one rule for a room's audience and its anchor's following: simulated viewers of a live room (a few thousand on a
 * hot match, a few hundred elsewhere, drifting slowly), added to the real viewers; 热度 follows
 * from the audience and the gifts of the last day.
 */
export const AUDIENCE = {
  hot: { min: 2_000, spread: 6_000 },
  usual: { min: 150, spread: 450 },
  /** The count drifts by up to this share around its base, over `driftPeriodMs`. */
  drift: 0.08,
  driftPeriodMs: 10 * 60_000,
  heatPerViewer: 20,
} as const;

/**
 * 粉丝 of a seeded anchor by LV (the level rule, lib/codes/user-levels.ts): a following that grows
 * faster than the level (LV5 about 1.7千, LV15 about 1.8万, LV30 about 8.5万), within ±30% per
 * anchor. It is stored as users.fan_base; real follow rows add to it (user-queries.ts fansOf).
 */
export const ANCHOR_FANS = { perLevel: 48, power: 2.2, spread: 0.3 } as const;

export function anchorFanRange(level: number): [min: number, max: number] {
  const mid = ANCHOR_FANS.perLevel * Math.max(1, level) ** ANCHOR_FANS.power;
  return [Math.round(mid * (1 - ANCHOR_FANS.spread)), Math.round(mid * (1 + ANCHOR_FANS.spread))];
}

export function anchorFanBase(anchorId: number, level: number): number {
  const [min, max] = anchorFanRange(level);
  return Math.round(min + spreadOf(anchorId + 13) * (max - min));
}

const spreadOf = (roomId: number) => ((roomId * 2_654_435_761) >>> 0) / 4_294_967_296;

export function simulatedViewers(roomId: number, live: boolean, hotMatch: boolean, nowMs: number): number {
  if (!live) return 0;
  const size = hotMatch ? AUDIENCE.hot : AUDIENCE.usual;
  const base = size.min + spreadOf(roomId) * size.spread;
  const phase = spreadOf(roomId + 7) * 2 * Math.PI;
  const wave = Math.sin((2 * Math.PI * nowMs) / AUDIENCE.driftPeriodMs + phase);
  return Math.round(base * (1 + AUDIENCE.drift * wave));
}

export function heatOf(online: number, giftDiamonds: number): number {
  return online * AUDIENCE.heatPerViewer + giftDiamonds;
}
