/** How danmaku move: every line crosses the player in the same time, so longer lines move faster. */
export const DANMAKU = {
  durationMs: 8_000,
  laneHeightPx: 32,
  fontPx: 20,
  /** Space kept between the tail of one line and the head of the next in a lane. */
  gapPx: 24,
  /** Lines shown at once; beyond this new ones are dropped rather than piling up. */
  maxOnScreen: 60,
  /** Only the upper part of the picture carries danmaku, so the score bar stays readable. */
  areaShare: 0.75,
} as const;

/** Rough width of a line: CJK glyphs are square, Latin ones about half as wide. */
export function textWidthPx(text: string, fontPx: number = DANMAKU.fontPx): number {
  let units = 0;
  for (const ch of text) units += /[\u0000-\u00ff]/.test(ch) ? 0.55 : 1;
  return Math.ceil(units * fontPx);
}

export function laneCount(heightPx: number): number {
  return Math.max(1, Math.floor((heightPx * DANMAKU.areaShare) / DANMAKU.laneHeightPx));
}

/** Milliseconds until a line's tail (plus the gap) has entered the stage, freeing its lane. */
export function laneBusyMs(widthPx: number, stageWidthPx: number, durationMs: number = DANMAKU.durationMs) {
  const travel = stageWidthPx + widthPx;
  return travel <= 0 ? durationMs : Math.ceil(((widthPx + DANMAKU.gapPx) * durationMs) / travel);
}

/**
 * The lane for a new line: the top-most free one; when all are busy the one that frees first,
 * so a burst still spreads out instead of stacking on lane 0.
 */
export function pickLane(freeAt: readonly number[], now: number): number {
  let best = 0;
  for (let i = 0; i < freeAt.length; i++) {
    if (freeAt[i] <= now) return i;
    if (freeAt[i] < freeAt[best]) best = i;
  }
  return best;
}
