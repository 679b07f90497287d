/** A place on the pitch: x along its length from the home goal (0) to the away goal (1), y across it. */
export type PitchSpot = { x: number; y: number };

const FALLBACK_LINES: Record<number, number[]> = { 10: [4, 4, 2] };

/** "4-2-3-1" → [4, 2, 3, 1]; a formation that does not add up to the outfield players is spread evenly. */
export function formationLines(formation: string, outfield: number): number[] {
  const lines = formation
    .split("-")
    .map((n) => Number(n))
    .filter((n) => Number.isInteger(n) && n > 0);
  if (lines.length && lines.reduce((a, b) => a + b, 0) === outfield) return lines;
  if (FALLBACK_LINES[outfield]) return FALLBACK_LINES[outfield];
  const rows = Math.max(1, Math.min(3, outfield));
  return Array.from({ length: rows }, (_, i) => Math.floor(outfield / rows) + (i < outfield % rows ? 1 : 0));
}

const KEEPER_X = 0.05;
const FIRST_LINE_X = 0.17;
const LAST_LINE_X = 0.42;

/**
 * Spots for a side's starters, keeper first then line by line as listed (the lineup's order). The
 * home side defends the left goal; the away side is the mirror image, so its left-back sits low.
 */
export function placeStarters(count: number, formation: string, side: "home" | "away"): PitchSpot[] {
  if (count <= 0) return [];
  const lines = formationLines(formation, count - 1);
  const spots: PitchSpot[] = [{ x: KEEPER_X, y: 0.5 }];
  lines.forEach((size, i) => {
    const x =
      lines.length === 1
        ? FIRST_LINE_X
        : FIRST_LINE_X + ((LAST_LINE_X - FIRST_LINE_X) * i) / (lines.length - 1);
    for (let j = 0; j < size; j++) spots.push({ x, y: (j + 1) / (size + 1) });
  });
  return side === "home" ? spots : spots.map((s) => ({ x: 1 - s.x, y: 1 - s.y }));
}
