import { beijingMidnight, beijingMonday, beijingMonthStart } from "@/lib/beijing-time";
import type { RankRange } from "@/lib/codes/rank-types";

/** Start of the rank window in China time (today, this week from Monday, this month); null for all time. */
export function rankWindowStart(range: RankRange, now: number): Date | null {
  if (range === "all") return null;
  if (range === "day") return new Date(beijingMidnight(now));
  return new Date(range === "week" ? beijingMonday(now) : beijingMonthStart(now));
}
