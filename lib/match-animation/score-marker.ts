/**
 * The score as a row of 8-pixel blocks in a video frame's bottom-right corner, so a machine can
 * read it from decoded video (the bench's latency probe, the tests): a white start block, the
 * home score's 8 bits, the away score's 8 bits, a 16-bit stamp (the renderer's: when it took the
 * feed's last frame, ms mod 65536), most significant first, white = 1, and a black end.
 */
export const MARKER_BLOCK = 8;
export const MARKER_BLOCKS = 34;
export type MarkerValue = { home: number; away: number; stamp: number };

type Fill = { fillStyle: unknown; fillRect(x: number, y: number, w: number, h: number): void };
type Corner = { x: number; y: number };

/** The marker's top-left corner in a frame of this size. */
export const markerOrigin = (frame: Corner): Corner => ({
  x: frame.x - MARKER_BLOCK - MARKER_BLOCKS * MARKER_BLOCK,
  y: frame.y - 2 * MARKER_BLOCK,
});

const bitsOf = (n: number, bits = 8) =>
  Array.from({ length: bits }, (_, i) => ((Math.min(2 ** bits - 1, n) >> (bits - 1 - i)) & 1) === 1);

export function drawScoreMarker(ctx: Fill, value: MarkerValue, frame: Corner) {
  const o = markerOrigin(frame);
  const blocks = [true, ...bitsOf(value.home), ...bitsOf(value.away), ...bitsOf(value.stamp, 16), false];
  ctx.fillStyle = "#808080";
  ctx.fillRect(o.x - 2, o.y - 2, MARKER_BLOCKS * MARKER_BLOCK + 4, MARKER_BLOCK + 4);
  blocks.forEach((on, i) => {
    ctx.fillStyle = on ? "#ffffff" : "#000000";
    ctx.fillRect(o.x + i * MARKER_BLOCK, o.y, MARKER_BLOCK, MARKER_BLOCK);
  });
}

/**
 * Reads the marker from a frame given its brightness at (x, y) in 0-255; null when the start
 * and end blocks are not there (not a rendered broadcast, or a frame too damaged to trust).
 */
export function readScoreMarker(
  brightness: (x: number, y: number) => number,
  frame: Corner,
): MarkerValue | null {
  const o = markerOrigin(frame);
  const bit = (i: number) =>
    brightness(o.x + i * MARKER_BLOCK + MARKER_BLOCK / 2, o.y + MARKER_BLOCK / 2) >= 128;
  if (!bit(0) || bit(MARKER_BLOCKS - 1)) return null;
  const num = (from: number, bits = 8) =>
    Array.from({ length: bits }, (_, i) => bit(from + i)).reduce((n, b) => n * 2 + (b ? 1 : 0), 0);
  return { home: num(1), away: num(9), stamp: num(17, 16) };
}
