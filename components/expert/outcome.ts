import { isHit, isMiss } from "@/lib/codes/expert-plans";
import type { Outcome } from "./record-series";

/** 红/赢半 are hits, 黑/输半 misses, the rest (走, 无效) neither: the chart's three colours. */
export function outcomeOf(result: number): Outcome {
  if (isHit(result)) return "hit";
  if (isMiss(result)) return "miss";
  return "push";
}
