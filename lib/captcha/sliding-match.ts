/** Pixels the second slider flavour forgives (SPEC §5, §9). */
export const SLIDING_TOLERANCE_PX = 6;

/**
 * The second slider flavour's rule: the dragged offset, converted back to the image's own
 * pixels, lands within 6 px of the target x. Pure and import-free so the browser widget can share it.
 */
export function isSlidingMatch(dragOffset: number, displayScale: number, coox: number): boolean {
  if (!Number.isFinite(dragOffset) || !Number.isFinite(coox) || !(displayScale > 0)) return false;
  return Math.abs(dragOffset / displayScale - coox) <= SLIDING_TOLERANCE_PX;
}
