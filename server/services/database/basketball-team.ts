import { eq } from "drizzle-orm";
import { isBasketballFinished } from "../../../lib/codes/basketball-states";
import { Sport } from "../../../lib/codes/sports";
import type { BasketballTeam } from "../../../lib/contracts/database";
import type { Db } from "../../db/client";
import { players } from "../../db/schema/teams";
import { boxScoreAverages } from "./box-score-averages";
import { teamProfile } from "./team-profile";

const perGame = (total: number, games: number) => (games ? Math.round((total / games) * 10) / 10 : 0);

/** A basketball team: roster, schedule, its record and points per game, and the roster's averages. */
export async function basketballTeam(db: Db, teamId: number, now: number): Promise<BasketballTeam> {
  const [{ squad, seasonResults, currentSeasonIds: _ids, ...profile }, averages] = await Promise.all([
    teamProfile(db, Sport.Basketball, teamId, now, isBasketballFinished),
    boxScoreAverages(db, eq(players.teamId, teamId)),
  ]);
  let won = 0;
  let pointsFor = 0;
  let pointsAgainst = 0;
  for (const m of seasonResults) {
    const home = m.home.id === teamId;
    const [mine, theirs] = home ? [m.homeScore, m.awayScore] : [m.awayScore, m.homeScore];
    if (mine > theirs) won++;
    pointsFor += mine;
    pointsAgainst += theirs;
  }
  const played = seasonResults.length;
  return {
    ...profile,
    roster: squad,
    record: {
      played,
      won,
      lost: played - won,
      pointsFor: perGame(pointsFor, played),
      pointsAgainst: perGame(pointsAgainst, played),
    },
    players: averages.sort((a, b) => b.points - a.points || a.playerId - b.playerId),
  };
}
