import { and, gte, lt, sql, type SQL } from "drizzle-orm";
import { matches } from "../../db/schema/matches";
import { businessDayRange } from "@/lib/beijing-time";

/** The business date of a kick-off in SQL: Beijing is UTC+8 and the day starts at 12:00, so UTC−4. */
export const businessDateSql = sql<string>`to_char((${matches.kickoff} at time zone 'UTC') - interval '4 hours', 'YYYY-MM-DD')`;

export function kickoffOn(date: string): SQL {
  const { from, to } = businessDayRange(date);
  return and(gte(matches.kickoff, from), lt(matches.kickoff, to))!;
}

/** Kick-offs from the start of business day `first` to the end of business day `last`. */
export function kickoffBetween(first: string, last: string): SQL {
  return and(
    gte(matches.kickoff, businessDayRange(first).from),
    lt(matches.kickoff, businessDayRange(last).to),
  )!;
}
