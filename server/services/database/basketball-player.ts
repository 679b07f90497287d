import { eq, inArray } from "drizzle-orm";
import { Sport } from "../../../lib/codes/sports";
import type { BasketballPlayer } from "../../../lib/contracts/database";
import type { Db } from "../../db/client";
import { playerBoxScores } from "../../db/schema/match-details";
import { matches } from "../../db/schema/matches";
import { averagesOf } from "./box-score-averages";
import { selectDbMatches } from "./db-matches";
import { playerProfile } from "./player-profile";

/** A basketball player: profile, averages of the current season and his game log, all from the box scores. */
export async function basketballPlayer(db: Db, playerId: number, now: number): Promise<BasketballPlayer> {
  const player = await playerProfile(db, Sport.Basketball, playerId, now);
  const boxes = await db.select().from(playerBoxScores).where(eq(playerBoxScores.playerId, playerId));
  const played = boxes.length
    ? await selectDbMatches(
        db,
        inArray(
          matches.id,
          boxes.map((b) => b.matchId),
        ),
        { newestFirst: true },
      )
    : [];
  const boxOf = new Map(boxes.map((b) => [b.matchId, b]));
  const games = played.map(({ roundId: _r, seasonId: _s, ...match }) => {
    const b = boxOf.get(match.id)!;
    return {
      match,
      starter: b.starter,
      minutesPlayed: b.minutesPlayed,
      points: b.points,
      rebounds: b.rebounds,
      assists: b.assists,
      steals: b.steals,
      blocks: b.blocks,
      turnovers: b.turnovers,
      fouls: b.fouls,
      fieldGoalsScored: b.fieldGoalsScored,
      fieldGoalsAttempted: b.fieldGoalsAttempted,
      threePointsScored: b.threePointsScored,
      threePointsAttempted: b.threePointsAttempted,
      freeThrowsScored: b.freeThrowsScored,
      freeThrowsAttempted: b.freeThrowsAttempted,
      plusMinus: b.plusMinus,
    };
  });
  const current = played[0]?.seasonId;
  const season = games.filter((_, i) => played[i].seasonId === current);
  const sum = (key: keyof (typeof games)[number]) => season.reduce((s, g) => s + Number(g[key]), 0);
  const averages = season.length
    ? averagesOf({
        games: season.length,
        starts: season.filter((g) => g.starter).length,
        minutesPlayed: sum("minutesPlayed"),
        points: sum("points"),
        rebounds: sum("rebounds"),
        assists: sum("assists"),
        steals: sum("steals"),
        blocks: sum("blocks"),
        turnovers: sum("turnovers"),
        fouls: sum("fouls"),
        fieldGoalsScored: sum("fieldGoalsScored"),
        fieldGoalsAttempted: sum("fieldGoalsAttempted"),
        threePointsScored: sum("threePointsScored"),
        threePointsAttempted: sum("threePointsAttempted"),
        freeThrowsScored: sum("freeThrowsScored"),
        freeThrowsAttempted: sum("freeThrowsAttempted"),
      })
    : null;
  return { player, averages, games };
}
