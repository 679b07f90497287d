import { and, asc, between, eq, gte, inArray, or, sql, type SQL } from "drizzle-orm";
import { BasketballState } from "@/lib/codes/basketball-states";
import type { BasketListType } from "@/lib/codes/list-types";
import { matches } from "../../db/schema/matches";
import { businessDate, businessDayRange, shiftDate } from "@/lib/beijing-time";
import { kickoffOn } from "../schedule/day-sql";

/** Finished and the other states a match ends in: 完场, 中断, 取消, 推迟, 腰斩. */
export const ENDED_STATES = [
  BasketballState.Finished,
  BasketballState.Interrupted,
  BasketballState.Cancelled,
  BasketballState.Postponed,
  BasketballState.Abandoned,
];
export const COMING_STATES = [BasketballState.NotStarted, BasketballState.Undetermined];

export const isLiveSql = between(matches.state, BasketballState.FirstQuarter, BasketballState.Overtime);
export const endedSql = inArray(matches.state, ENDED_STATES);
export const comingSql = inArray(matches.state, COMING_STATES);

const HOUR = 3_600_000;
// A game that tipped off before the day began still belongs to today's list while it is played.
const LATE_LIVE_MS = 6 * HOUR;

/** The day's games, plus (for today) those still in play that tipped off shortly before the day did. */
export function dayOrLive(date: string, today: string): SQL {
  if (date !== today) return kickoffOn(date);
  const since = new Date(businessDayRange(date).from.getTime() - LATE_LIVE_MS);
  return or(kickoffOn(date), and(isLiveSql, gte(matches.kickoff, since)))!;
}

/** The date a list shows without one: yesterday for 完场, tomorrow for 未开赛, today otherwise (as football). */
export function defaultListDate(now: number, type: BasketListType): string {
  const today = businessDate(now);
  if (type === "end") return shiftDate(today, -1);
  if (type === "next") return shiftDate(today, 1);
  return today;
}

/** 即时比分 order: in play, then coming by tip-off, then finished, then the rest. */
export const liveFirst: SQL[] = [
  sql`case when ${isLiveSql} then 0 when ${eq(matches.state, BasketballState.NotStarted)} then 1
    when ${eq(matches.state, BasketballState.Finished)} then 2 else 3 end`,
  asc(matches.kickoff),
  asc(matches.id),
];

export const byKickoff: SQL[] = [asc(matches.kickoff), asc(matches.id)];
