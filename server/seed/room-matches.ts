import { asc, desc, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { matches } from "../db/schema/matches";
import { leagues } from "../db/schema/sports";
import { teams } from "../db/schema/teams";

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
