import { and, asc, desc, eq, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { leagues } from "../../db/schema/sports";
import { teams } from "../../db/schema/teams";

const home = alias(teams, "home_team");
const away = alias(teams, "away_team");

const columns = {
  id: matches.id,
  kickoff: matches.kickoff,
  state: matches.state,
  league: { id: leagues.id, name: leagues.name, colour: leagues.colour },
  home: { id: home.id, name: home.shortName },
  away: { id: away.id, name: away.shortName },
  homeScore: matches.homeScore,
  awayScore: matches.awayScore,
  homeHalfScore: matches.homeHalfScore,
  awayHalfScore: matches.awayHalfScore,
};

export type TeamMatchRow = {
  id: number;
  kickoff: Date;
  state: number;
  league: { id: number; name: string; colour: string };
  home: { id: number; name: string };
  away: { id: number; name: string };
  homeScore: number;
  awayScore: number;
  homeHalfScore: number | null;
  awayHalfScore: number | null;
};

/** The last `limit` finished meetings of two teams before `before`, newest first. */
export function headToHead(
  db: Db,
  teamA: number,
  teamB: number,
  before: Date,
  finished: number,
  limit = 10,
): Promise<TeamMatchRow[]> {
  const pair = or(
    and(eq(matches.homeTeamId, teamA), eq(matches.awayTeamId, teamB)),
    and(eq(matches.homeTeamId, teamB), eq(matches.awayTeamId, teamA)),
  );
  return db
    .select(columns)
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(and(pair, eq(matches.state, finished), lt(matches.kickoff, before)))
    .orderBy(desc(matches.kickoff), desc(matches.id))
    .limit(limit);
}

/**
 * Each team's first `perVenue` matches at home and first `perVenue` away under `where`, in one
 * query: a team's first N overall are always among them, so callers cut the "all" list from it.
 */
export function teamMatches(
  db: Db,
  teamIds: readonly number[],
  where: SQL | undefined,
  direction: "newest" | "soonest",
  perVenue: number,
): Promise<TeamMatchRow[]> {
  const ids = [...teamIds];
  const order = direction === "newest" ? sql`desc` : sql`asc`;
  const ranked = db.$with("ranked").as(
    db
      .select({
        matchId: sql<number>`${matches.id}`.as("match_id"),
        homeRank:
          sql<number>`row_number() over (partition by ${matches.homeTeamId} order by ${matches.kickoff} ${order})`.as(
            "home_rank",
          ),
        awayRank:
          sql<number>`row_number() over (partition by ${matches.awayTeamId} order by ${matches.kickoff} ${order})`.as(
            "away_rank",
          ),
      })
      .from(matches)
      .where(and(or(inArray(matches.homeTeamId, ids), inArray(matches.awayTeamId, ids)), where)),
  );
  const kept = or(
    and(inArray(matches.homeTeamId, ids), sql`${ranked.homeRank} <= ${perVenue}`),
    and(inArray(matches.awayTeamId, ids), sql`${ranked.awayRank} <= ${perVenue}`),
  );
  return db
    .with(ranked)
    .select(columns)
    .from(ranked)
    .innerJoin(matches, eq(matches.id, ranked.matchId))
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(kept)
    .orderBy(direction === "newest" ? desc(matches.kickoff) : asc(matches.kickoff), asc(matches.id));
}
