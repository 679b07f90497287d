import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { SportId } from "../../../lib/codes/sports";
import type { Db } from "../../db/client";
import { players, teams } from "../../db/schema/teams";
import { databaseErrors } from "./database-errors";
import { squadColumns } from "./team-profile";
import { ageOn } from "../../../lib/format/age";

const nationalTeams = alias(teams, "national_teams");

/** A player of the sport with his team and the national team calling him up; 404 when unknown. */
export async function playerProfile(db: Db, sportId: SportId, playerId: number, now: number) {
  const [row] = await db
    .select({
      ...squadColumns,
      sportId: teams.sportId,
      team: {
        id: teams.id,
        name: teams.shortName,
        colour: teams.colour,
        colour2: teams.colour2,
        logo: teams.logo,
      },
      nationalTeam: {
        id: nationalTeams.id,
        name: nationalTeams.shortName,
        colour: nationalTeams.colour,
        colour2: nationalTeams.colour2,
        logo: nationalTeams.logo,
      },
    })
    .from(players)
    .innerJoin(teams, eq(teams.id, players.teamId))
    .leftJoin(nationalTeams, eq(nationalTeams.id, players.nationalTeamId))
    .where(eq(players.id, playerId));
  if (!row || row.sportId !== sportId) throw databaseErrors.playerNotFound();
  const { sportId: _s, ...player } = row;
  return { ...player, age: ageOn(player.birthDate, now) };
}
