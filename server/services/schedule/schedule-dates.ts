import { count } from "drizzle-orm";
import { Sport } from "@/lib/codes/sports";
import type { ScheduleDate } from "@/lib/contracts/schedule";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { businessDate, shiftDate } from "@/lib/beijing-time";
import { businessDateSql, kickoffBetween } from "./day-sql";

/** Business dates from `past` days before today to `future` after that have matches, with counts per sport. */
export async function scheduleDates(
  db: Db,
  now: number,
  past: number,
  future: number,
): Promise<ScheduleDate[]> {
  const today = businessDate(now);
  const rows = await db
    .select({ date: businessDateSql, sportId: matches.sportId, n: count() })
    .from(matches)
    .where(kickoffBetween(shiftDate(today, -past), shiftDate(today, future)))
    .groupBy(businessDateSql, matches.sportId)
    .orderBy(businessDateSql);
  const byDate = new Map<string, ScheduleDate>();
  for (const r of rows) {
    const entry = byDate.get(r.date) ?? { date: r.date, football: 0, basketball: 0 };
    if (r.sportId === Sport.Football) entry.football = r.n;
    else entry.basketball = r.n;
    byDate.set(r.date, entry);
  }
  return [...byDate.values()];
}
