import { and, asc, between, desc, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { FootballState } from "@/lib/codes/football-states";
import type { Db } from "../db/client";
import { matches } from "../db/schema/matches";
import { leagues } from "../db/schema/sports";
import { teams } from "../db/schema/teams";
import { inPlaySql } from "../services/schedule/hot-matches";
import { anchorProfiles } from "./people";

const home = alias(teams, "seed_home");
const away = alias(teams, "seed_away");

/** A match as the room seed names it: "英超 曼城vs阿森纳". */
export type NamedMatch = {
  id: number;
  sportId: number;
  kickoff: Date;
  isHot: boolean;
  league: string;
  home: string;
  away: string;
};

/** Matches for `where` with their league and team short names; hot ones first, then by kick-off. */
export function namedMatches(db: Db, where: SQL | undefined): Promise<NamedMatch[]> {
  return db
    .select({
      id: matches.id,
      sportId: matches.sportId,
      kickoff: matches.kickoff,
      isHot: matches.isHot,
      league: leagues.name,
      home: home.shortName,
      away: away.shortName,
    })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(where)
    .orderBy(desc(matches.isHot), asc(matches.kickoff), asc(matches.id));
}

export const matchLabel = (m: NamedMatch) => `${m.league} ${m.home}vs${m.away}`;

const HOUR = 3_600_000;
const SOON_MS = 2 * HOUR;
const LATER_MS = 12 * HOUR;

const upcomingBetween = (db: Db, from: number, to: number) =>
  namedMatches(
    db,
    and(eq(matches.state, FootballState.NotStarted), between(matches.kickoff, new Date(from), new Date(to))),
  );

/**
 * Matches a live demo room may call at seed time: in play, then kicking off within two hours, then
 * later the same day (an anchor on air early with the 赛前 talk), so the quiet hours still have a few
 * rooms on the air.
 */
export async function callableMatches(db: Db, now: number): Promise<NamedMatch[]> {
  return [
    ...(await namedMatches(db, inPlaySql)),
    ...(await upcomingBetween(db, now, now + SOON_MS)),
    ...(await upcomingBetween(db, now + SOON_MS + 1, now + LATER_MS)),
  ];
}

/** Whether the anchor calls the match: its category's sport, and one of their leagues when they have some. */
export function anchorCalls(anchor: { nickName: string; navId: number }, m: NamedMatch): boolean {
  const leagues = anchorProfiles.find((p) => p.nickName === anchor.nickName)?.leagues ?? [];
  return m.sportId === anchor.navId && (!leagues.length || leagues.includes(m.league));
}

/** Each room in order takes the first match it calls that no earlier room took. */
export function assignMatches<R extends { nickName: string; navId: number }>(
  list: readonly R[],
  pool: NamedMatch[],
) {
  const used = new Set<number>();
  return list.map((room) => {
    const match = pool.find((m) => !used.has(m.id) && anchorCalls(room, m)) ?? null;
    if (match) used.add(match.id);
    return { room, match };
  });
}
