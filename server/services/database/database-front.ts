import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { SportId } from "../../../lib/codes/sports";
import type { DatabaseFront } from "../../../lib/contracts/database";
import type { Db } from "../../db/client";
import { countries, leagues } from "../../db/schema/sports";
import { players, seasonTeams, teams } from "../../db/schema/teams";
import { competitionTree } from "../match-list/competitions";

const HOT_TEAMS = 16;
const HOT_PLAYERS = 16;

/** A sport's database front page: every competition by region, the hot leagues, their strongest teams and best-rated players. */
export async function databaseFront(db: Db, sportId: SportId): Promise<DatabaseFront> {
  const [regions, hotLeagues] = await Promise.all([
    competitionTree(db, sportId),
    db
      .select({
        id: leagues.id,
        sportId: leagues.sportId,
        name: leagues.name,
        fullName: leagues.fullName,
        nameEn: leagues.nameEn,
        colour: leagues.colour,
        type: leagues.type,
        country: countries.name,
        seasonId: leagues.currentSeasonId,
      })
      .from(leagues)
      .innerJoin(countries, eq(countries.id, leagues.countryId))
      .where(and(eq(leagues.sportId, sportId), eq(leagues.isHot, true)))
      .orderBy(asc(leagues.sort)),
  ]);
  const seasonIds = hotLeagues.flatMap((l) => (l.seasonId ? [l.seasonId] : []));
  const badge = {
    id: teams.id,
    name: teams.shortName,
    colour: teams.colour,
    colour2: teams.colour2,
    logo: teams.logo,
  };
  const [hotTeams, hotPlayers] = seasonIds.length
    ? await Promise.all([
        db
          .select({ ...badge, leagueId: leagues.id, leagueName: leagues.name })
          .from(seasonTeams)
          .innerJoin(teams, eq(teams.id, seasonTeams.teamId))
          .innerJoin(leagues, eq(leagues.currentSeasonId, seasonTeams.seasonId))
          .where(and(inArray(seasonTeams.seasonId, seasonIds), eq(leagues.type, 1)))
          .orderBy(desc(teams.strength), asc(teams.id))
          .limit(HOT_TEAMS),
        db
          .select({
            id: players.id,
            name: players.name,
            position: players.position,
            number: players.number,
            team: badge,
          })
          .from(players)
          .innerJoin(teams, eq(teams.id, players.teamId))
          // One row per person (a call-up is his club row), so each star is listed once.
          .where(eq(teams.sportId, sportId))
          .orderBy(desc(players.rating), asc(players.id))
          .limit(HOT_PLAYERS),
      ])
    : [[], []];
  return {
    sportId,
    regions,
    hotLeagues: hotLeagues.map(({ seasonId: _s, ...l }) => l),
    hotTeams,
    hotPlayers,
  };
}
