import { and, asc, desc, eq, exists, or } from "drizzle-orm";
import type { SportId } from "../../../lib/codes/sports";
import type { Db } from "../../db/client";
import { countries, leagues, seasons } from "../../db/schema/sports";
import { seasonTeams } from "../../db/schema/teams";
import { databaseErrors } from "./database-errors";

/**
 * A league of the given sport with its seasons and the chosen (default: current) season; 404 when
 * unknown. An earlier season is offered only with its team list, so the picker never leads to an
 * empty table.
 */
export async function leagueSeason(db: Db, sportId: SportId, leagueId: number, seasonId?: number) {
  const [league] = await db
    .select({
      id: leagues.id,
      sportId: leagues.sportId,
      name: leagues.name,
      fullName: leagues.fullName,
      nameEn: leagues.nameEn,
      colour: leagues.colour,
      type: leagues.type,
      country: countries.name,
      currentSeasonId: leagues.currentSeasonId,
    })
    .from(leagues)
    .innerJoin(countries, eq(countries.id, leagues.countryId))
    .where(eq(leagues.id, leagueId));
  if (!league || league.sportId !== sportId) throw databaseErrors.leagueNotFound();
  const all = await db
    .select({ id: seasons.id, name: seasons.name, isCurrent: seasons.isCurrent })
    .from(seasons)
    .where(
      and(
        eq(seasons.leagueId, leagueId),
        or(
          eq(seasons.isCurrent, true),
          exists(db.select().from(seasonTeams).where(eq(seasonTeams.seasonId, seasons.id))),
        ),
      ),
    )
    .orderBy(desc(seasons.startDate), asc(seasons.id));
  const wanted = seasonId ?? league.currentSeasonId ?? all.find((s) => s.isCurrent)?.id ?? all[0]?.id;
  const season = all.find((s) => s.id === wanted);
  if (!season) throw databaseErrors.seasonNotFound();
  const { currentSeasonId: _current, ...info } = league;
  return { league: info, seasons: all, season };
}
