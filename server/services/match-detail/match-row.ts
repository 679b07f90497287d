import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { Sport } from "../../../lib/codes/sports";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { leagues, rounds, seasons, venues } from "../../db/schema/sports";
import { teams } from "../../db/schema/teams";
import { matchErrors } from "./match-errors";

const home = alias(teams, "home_team");
const away = alias(teams, "away_team");
const teamColumns = <T extends typeof home | typeof away>(t: T) => ({
  id: t.id,
  name: t.shortName,
  fullName: t.name,
  nameEn: t.nameEn,
  colour: t.colour,
  colour2: t.colour2,
  logo: t.logo,
});

/** A football match with its league, season, round, teams and venue in one query; 404 when unknown. */
export async function footballMatchRow(db: Db, matchId: number) {
  const [row] = await db
    .select({
      match: matches,
      league: { id: leagues.id, name: leagues.name, fullName: leagues.fullName, colour: leagues.colour },
      season: seasons.name,
      round: rounds.name,
      home: teamColumns(home),
      away: teamColumns(away),
      venue: { name: venues.name, city: venues.city, capacity: venues.capacity },
    })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .leftJoin(rounds, eq(rounds.id, matches.roundId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .leftJoin(venues, eq(venues.id, matches.venueId))
    .where(and(eq(matches.id, matchId), eq(matches.sportId, Sport.Football)));
  if (!row) throw matchErrors.matchNotFound();
  return row;
}

export type FootballMatchRow = Awaited<ReturnType<typeof footballMatchRow>>;
