import { eq, or, sql } from "drizzle-orm";
import { players } from "../../db/schema/teams";

/**
 * The players of a team's squad: the rows of the team and, for a national team, the club players
 * it calls up (one person is one row, listed by his club and by his country).
 */
export const inSquadOf = (teamId: number) =>
  or(eq(players.teamId, teamId), eq(players.nationalTeamId, teamId))!;

/** A squad member's shirt number in that team: his national number when it is the one calling him up. */
export const shirtNumberIn = (teamId: number) =>
  sql<number>`case when ${players.nationalTeamId} = ${teamId} then ${players.nationalNumber} else ${players.number} end`.mapWith(
    Number,
  );
