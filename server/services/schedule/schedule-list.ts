import { and, asc, count, eq, inArray } from "drizzle-orm";
import { Sport, type SportId } from "@/lib/codes/sports";
import type { LeagueCount, ScheduleList } from "@/lib/contracts/schedule";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { leagues } from "../../db/schema/sports";
import { businessDate } from "@/lib/beijing-time";
import { kickoffOn } from "./day-sql";
import { selectMatchRows } from "./match-rows";

type ListQuery = { date?: string; sportId?: number; leagueIds?: number[] };

const byKickoff = [asc(matches.kickoff), asc(leagues.sort), asc(matches.id)];

/** 赛程: both sports' matches of a business day by kick-off, with every league of the day for the filter. */
export async function scheduleList(db: Db, now: number, q: ListQuery): Promise<ScheduleList> {
  const today = businessDate(now);
  const date = q.date ?? today;
  const day = and(kickoffOn(date), q.sportId ? eq(matches.sportId, q.sportId as SportId) : undefined);
  const [rows, leagueCounts] = await Promise.all([
    selectMatchRows(
      db,
      and(day, q.leagueIds?.length ? inArray(matches.leagueId, q.leagueIds) : undefined),
      byKickoff,
    ),
    leaguesOf(db, day!),
  ]);
  return {
    date,
    today,
    football: rows.filter((r) => r.sportId === Sport.Football),
    basketball: rows.filter((r) => r.sportId === Sport.Basketball),
    leagues: leagueCounts,
  };
}

export function leaguesOf(db: Db, where: ReturnType<typeof and>): Promise<LeagueCount[]> {
  return db
    .select({
      id: leagues.id,
      sportId: leagues.sportId,
      name: leagues.name,
      fullName: leagues.fullName,
      colour: leagues.colour,
      isHot: leagues.isHot,
      count: count(),
    })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .where(where)
    .groupBy(leagues.id)
    .orderBy(asc(leagues.sportId), asc(leagues.sort));
}
