import { eq } from "drizzle-orm";
import type { SportId } from "../../../lib/codes/sports";
import type { Db } from "../../db/client";
import { players, teams } from "../../db/schema/teams";
import { databaseErrors } from "./database-errors";
import { squadColumns } from "./team-profile";
import { ageOn } from "../../../lib/format/age";

/** A player of the sport with his team; 404 when unknown. */
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
    })
    .from(players)
    .innerJoin(teams, eq(teams.id, players.teamId))
    .where(eq(players.id, playerId));
  if (!row || row.sportId !== sportId) throw databaseErrors.playerNotFound();
  const { sportId: _s, ...player } = row;
  return { ...player, age: ageOn(player.birthDate, now) };
}
