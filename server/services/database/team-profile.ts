import { and, asc, eq, or } from "drizzle-orm";
import type { SportId } from "../../../lib/codes/sports";
import type { SquadPlayer, TeamInfo } from "../../../lib/contracts/database";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { countries, leagues, seasons, venues } from "../../db/schema/sports";
import { players, seasonTeams, teams } from "../../db/schema/teams";
import { databaseErrors } from "./database-errors";
import { selectDbMatches } from "./db-matches";
import { inSquadOf, shirtNumberIn } from "./squad-membership";
import { ageOn } from "../../../lib/format/age";

/** Earlier seasons are kept for form and head-to-head; the page lists the latest results only. */
const RESULTS = 30;

export const squadColumns = {
  id: players.id,
  name: players.name,
  nameEn: players.nameEn,
  number: players.number,
  position: players.position,
  nationality: players.nationality,
  birthDate: players.birthDate,
  heightCm: players.heightCm,
  weightKg: players.weightKg,
};

/** A team of the sport with its current competitions, squad and stored matches; 404 when unknown. */
export async function teamProfile(
  db: Db,
  sportId: SportId,
  teamId: number,
  now: number,
  isFinished: (state: number) => boolean,
) {
  const [row] = await db
    .select({
      id: teams.id,
      sportId: teams.sportId,
      name: teams.name,
      shortName: teams.shortName,
      nameEn: teams.nameEn,
      colour: teams.colour,
      colour2: teams.colour2,
      logo: teams.logo,
      city: teams.city,
      country: countries.name,
      venue: venues.name,
      capacity: venues.capacity,
    })
    .from(teams)
    .innerJoin(countries, eq(countries.id, teams.countryId))
    .leftJoin(venues, eq(venues.id, teams.venueId))
    .where(eq(teams.id, teamId));
  if (!row || row.sportId !== sportId) throw databaseErrors.teamNotFound();
  const [competitions, squad, all] = await Promise.all([
    db
      .select({ id: leagues.id, name: leagues.name, seasonId: seasons.id, group: seasonTeams.groupName })
      .from(seasonTeams)
      .innerJoin(seasons, eq(seasons.id, seasonTeams.seasonId))
      .innerJoin(leagues, eq(leagues.id, seasons.leagueId))
      .where(and(eq(seasonTeams.teamId, teamId), eq(seasons.isCurrent, true)))
      .orderBy(asc(leagues.sort)),
    db
      .select({ ...squadColumns, number: shirtNumberIn(teamId) })
      .from(players)
      .where(inSquadOf(teamId))
      .orderBy(asc(shirtNumberIn(teamId)), asc(players.id)),
    selectDbMatches(db, or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId))),
  ]);
  const team: TeamInfo = { ...row, leagues: competitions };
  const strip = ({ roundId: _r, seasonId: _s, ...m }: (typeof all)[number]) => m;
  const current = new Set(competitions.map((c) => c.seasonId));
  const finished = all.filter((m) => isFinished(m.state)).reverse();
  return {
    team,
    squad: squad.map((p) => ({ ...p, age: ageOn(p.birthDate, now) })) satisfies SquadPlayer[],
    results: finished.slice(0, RESULTS).map(strip),
    fixtures: all.filter((m) => !isFinished(m.state)).map(strip),
    /** Every finished match of the running seasons: what the records count. */
    seasonResults: finished.filter((m) => current.has(m.seasonId)).map(strip),
    currentSeasonIds: [...current],
  };
}
