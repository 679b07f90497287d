import { and, asc, eq, gt, inArray, or, sql } from "drizzle-orm";
import { BasketballState } from "@/lib/codes/basketball-states";
import { FootballState } from "@/lib/codes/football-states";
import { Sport } from "@/lib/codes/sports";
import type { MatchRow } from "@/lib/contracts/match-list";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { leagues } from "../../db/schema/sports";
import { businessDate } from "@/lib/beijing-time";
import { kickoffOn } from "./day-sql";
import { selectMatchRows } from "./match-rows";

/** In play in either sport (football 2..7 except the unused 6, basketball 2..9). */
export const inPlaySql = or(
  and(
    eq(matches.sportId, Sport.Football),
    inArray(matches.state, [
      FootballState.FirstHalf,
      FootballState.HalfTime,
      FootballState.SecondHalf,
      FootballState.ExtraTime,
      FootballState.Penalties,
    ]),
  ),
  and(
    eq(matches.sportId, Sport.Basketball),
    sql`${matches.state} between ${BasketballState.FirstQuarter} and ${BasketballState.Overtime}`,
  ),
)!;

/** "Not started" is code 1 in both sports' tables. */
const notStarted = eq(matches.state, FootballState.NotStarted);

const liveThenSoon = [
  sql`case when ${inPlaySql} then 0 when ${notStarted} then 1 else 2 end`,
  asc(matches.kickoff),
  asc(leagues.sort),
  asc(matches.id),
];

/** The hot matches of a business day, both sports: in play first, then by kick-off. */
export function hotOfDay(db: Db, now: number, date?: string): Promise<MatchRow[]> {
  return selectMatchRows(
    db,
    and(eq(matches.isHot, true), kickoffOn(date ?? businessDate(now))),
    liveThenSoon,
  );
}

/** Hot matches in play now and the next to start, both sports (the home page's 热门赛事). */
export function hotNow(db: Db, now: number, size: number): Promise<MatchRow[]> {
  const coming = and(notStarted, gt(matches.kickoff, new Date(now)));
  return selectMatchRows(db, and(eq(matches.isHot, true), or(inPlaySql, coming)), liveThenSoon, size);
}

/** The next hot matches to start. */
export function hotNext(db: Db, now: number, size: number): Promise<MatchRow[]> {
  return selectMatchRows(
    db,
    and(eq(matches.isHot, true), notStarted, gt(matches.kickoff, new Date(now))),
    [asc(matches.kickoff), asc(matches.id)],
    size,
  );
}

/** The day's matches of the hot leagues (the live-room schedule), by kick-off. */
export function hotLeagueSchedule(db: Db, now: number, date?: string): Promise<MatchRow[]> {
  return selectMatchRows(db, and(eq(leagues.isHot, true), kickoffOn(date ?? businessDate(now))), [
    asc(matches.kickoff),
    asc(leagues.sort),
    asc(matches.id),
  ]);
}
