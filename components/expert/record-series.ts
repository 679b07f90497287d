/** How a settled plan counts for the record: a hit, a miss, or neither (走, void). */
export type Outcome = "hit" | "miss" | "push";

export type RecordPoint = { outcome: Outcome; label: string };
export type RatePoint = RecordPoint & { rate: number | null };

/**
 * The running hit rate (per cent, pushes left out) after each settled plan, oldest first: the line a
 * fan reads as "getting hotter or colder". null until the first plan that was a hit or a miss.
 */
export function runningHitRate(points: readonly RecordPoint[]): RatePoint[] {
  let hits = 0;
  let decided = 0;
  return points.map((p) => {
    if (p.outcome !== "push") decided += 1;
    if (p.outcome === "hit") hits += 1;
    return { ...p, rate: decided ? Math.round((hits / decided) * 1000) / 10 : null };
  });
}
