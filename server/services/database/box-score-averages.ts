import { eq, sql, type SQL } from "drizzle-orm";
import type { BasketballAverages, BasketballPlayerAverages } from "../../../lib/contracts/database";
import type { Db } from "../../db/client";
import { playerBoxScores } from "../../db/schema/match-details";
import { matches } from "../../db/schema/matches";
import { players, teams } from "../../db/schema/teams";

const B = playerBoxScores;
const total = (column: SQL | typeof B.points) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

export type BoxTotals = {
  games: number;
  starts: number;
  minutesPlayed: number;
  points: number;
  rebounds: number;
  assists: number;
  steals: number;
  blocks: number;
  turnovers: number;
  fouls: number;
  fieldGoalsScored: number;
  fieldGoalsAttempted: number;
  threePointsScored: number;
  threePointsAttempted: number;
  freeThrowsScored: number;
  freeThrowsAttempted: number;
};

const oneDecimal = (v: number) => Math.round(v * 10) / 10;
const pct = (made: number, tried: number) => (tried ? oneDecimal((made * 100) / tried) : 0);

/** Per-game averages and shooting percentages from the sums of a player's box scores. */
export function averagesOf(t: BoxTotals): BasketballAverages {
  const per = (v: number) => (t.games ? oneDecimal(v / t.games) : 0);
  return {
    games: t.games,
    starts: t.starts,
    minutesPlayed: per(t.minutesPlayed),
    points: per(t.points),
    rebounds: per(t.rebounds),
    assists: per(t.assists),
    steals: per(t.steals),
    blocks: per(t.blocks),
    turnovers: per(t.turnovers),
    fouls: per(t.fouls),
    threePoints: per(t.threePointsScored),
    fieldGoalsAccuracy: pct(t.fieldGoalsScored, t.fieldGoalsAttempted),
    threePointsAccuracy: pct(t.threePointsScored, t.threePointsAttempted),
    freeThrowsAccuracy: pct(t.freeThrowsScored, t.freeThrowsAttempted),
  };
}

/** Season averages of every player with a box score in the matches `where` selects, in one grouped query. */
export async function boxScoreAverages(db: Db, where: SQL | undefined): Promise<BasketballPlayerAverages[]> {
  const rows = await db
    .select({
      playerId: B.playerId,
      name: players.name,
      position: players.position,
      team: {
        id: teams.id,
        name: teams.shortName,
        colour: teams.colour,
        colour2: teams.colour2,
        logo: teams.logo,
      },
      games: sql<number>`count(*)`.mapWith(Number),
      starts: sql<number>`count(*) filter (where ${B.starter})`.mapWith(Number),
      minutesPlayed: total(B.minutesPlayed),
      points: total(B.points),
      rebounds: total(B.rebounds),
      assists: total(B.assists),
      steals: total(B.steals),
      blocks: total(B.blocks),
      turnovers: total(B.turnovers),
      fouls: total(B.fouls),
      fieldGoalsScored: total(B.fieldGoalsScored),
      fieldGoalsAttempted: total(B.fieldGoalsAttempted),
      threePointsScored: total(B.threePointsScored),
      threePointsAttempted: total(B.threePointsAttempted),
      freeThrowsScored: total(B.freeThrowsScored),
      freeThrowsAttempted: total(B.freeThrowsAttempted),
    })
    .from(B)
    .innerJoin(matches, eq(matches.id, B.matchId))
    .innerJoin(players, eq(players.id, B.playerId))
    .innerJoin(teams, eq(teams.id, players.teamId))
    .where(where)
    .groupBy(B.playerId, players.id, teams.id);
  return rows.map(({ playerId, name, position, team, ...totals }) => ({
    playerId,
    name,
    position,
    team,
    ...averagesOf(totals),
  }));
}
