import type { BoxScoreLine } from "@/lib/contracts/basketball";

/** Columns a box score can be sorted by. */
export const BOX_SORT_KEYS = [
  "minutesPlayed",
  "points",
  "fieldGoalsScored",
  "threePointsScored",
  "freeThrowsScored",
  "rebounds",
  "assists",
  "steals",
  "blocks",
  "turnovers",
  "fouls",
  "plusMinus",
] as const;
export type BoxSortKey = (typeof BOX_SORT_KEYS)[number];
export type BoxSort = { key: BoxSortKey | null; desc: boolean };

/** "7-12": made and attempted. */
export const madeOf = (made: number, attempted: number) => `${made}-${attempted}`;

/** "58.3%" with one decimal; "-" when nothing was attempted. */
export function shootingPct(accuracy: number, attempted: number): string {
  if (!attempted || !Number.isFinite(accuracy)) return "-";
  return `${accuracy.toFixed(1)}%`;
}

/** "+7", "-3", "0". */
export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * Starters first, then the bench; within each, by the chosen column (ties by shirt number) or,
 * unsorted, by minutes played as the feed's order is not meaningful.
 */
export function sortBoxScore(lines: readonly BoxScoreLine[], sort: BoxSort): BoxScoreLine[] {
  const key = sort.key ?? "minutesPlayed";
  const desc = sort.key ? sort.desc : true;
  return [...lines].sort(
    (a, b) =>
      Number(b.starter) - Number(a.starter) ||
      (desc ? b[key] - a[key] : a[key] - b[key]) ||
      a.number - b.number,
  );
}

/** Clicking a header: a new column sorts high to low, the same column flips. */
export function nextSort(current: BoxSort, key: BoxSortKey): BoxSort {
  return current.key === key ? { key, desc: !current.desc } : { key, desc: true };
}

/** Applies changed lines (a `stats` frame) to a side's box score; new players are added. */
export function mergeBoxLines(
  lines: readonly BoxScoreLine[],
  changed: readonly BoxScoreLine[],
): BoxScoreLine[] {
  const byId = new Map(lines.map((l) => [l.playerId, l]));
  for (const line of changed) byId.set(line.playerId, { ...byId.get(line.playerId), ...line });
  return [...byId.values()];
}
