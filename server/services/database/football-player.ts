import { and, eq, inArray, or } from "drizzle-orm";
import { MatchEventType, type MatchEventTypeCode } from "../../../lib/codes/match-events";
import { Sport } from "../../../lib/codes/sports";
import type { FootballPlayer } from "../../../lib/contracts/database";
import type { Db } from "../../db/client";
import { lineups } from "../../db/schema/match-details";
import { matchEvents, matches } from "../../db/schema/matches";
import { seasons } from "../../db/schema/sports";
import { selectDbMatches } from "./db-matches";
import { playerProfile } from "./player-profile";

const RECENT = 20;
const T = MatchEventType;

/** A football player: profile, a line per competition and season, and the matches he played with his goals and cards. */
export async function footballPlayer(db: Db, playerId: number, now: number): Promise<FootballPlayer> {
  const player = await playerProfile(db, Sport.Football, playerId, now);
  const [apps, events, seasonNames] = await Promise.all([
    db
      .select({ matchId: lineups.matchId, starter: lineups.starter })
      .from(lineups)
      .where(eq(lineups.playerId, playerId)),
    db
      .select({ matchId: matchEvents.matchId, type: matchEvents.type, playerId: matchEvents.playerId })
      .from(matchEvents)
      .where(
        and(
          or(eq(matchEvents.playerId, playerId), eq(matchEvents.assistPlayerId, playerId)),
          inArray(matchEvents.type, [T.Goal, T.PenaltyGoal, T.YellowCard, T.SecondYellow, T.RedCard]),
        ),
      ),
    db.select({ id: seasons.id, name: seasons.name }).from(seasons),
  ]);
  const played = apps.length
    ? await selectDbMatches(
        db,
        inArray(
          matches.id,
          apps.map((a) => a.matchId),
        ),
        { newestFirst: true },
      )
    : [];
  const starterOf = new Map(apps.map((a) => [a.matchId, a.starter]));
  const lines = played.map(({ roundId: _r, seasonId, ...match }) => {
    const mine = events.filter((e) => e.matchId === match.id);
    const own = (types: MatchEventTypeCode[]) =>
      mine.filter((e) => e.playerId === playerId && types.includes(e.type)).length;
    return {
      seasonId,
      line: {
        match,
        starter: starterOf.get(match.id) ?? false,
        goals: own([T.Goal, T.PenaltyGoal]),
        assists: mine.filter(
          (e) => e.playerId !== playerId && (e.type === T.Goal || e.type === T.PenaltyGoal),
        ).length,
        yellow: own([T.YellowCard]),
        red: own([T.RedCard, T.SecondYellow]),
      },
    };
  });
  const seasonName = new Map(seasonNames.map((s) => [s.id, s.name]));
  const bySeason = new Map<number, FootballPlayer["seasons"][number]>();
  for (const { seasonId, line } of lines) {
    let s = bySeason.get(seasonId);
    if (!s) {
      const league = { id: line.match.league.id, name: line.match.league.name };
      const blank = { appearances: 0, starts: 0, goals: 0, assists: 0, yellow: 0, red: 0 };
      bySeason.set(seasonId, (s = { league, season: seasonName.get(seasonId) ?? "", ...blank }));
    }
    s.appearances++;
    if (line.starter) s.starts++;
    s.goals += line.goals;
    s.assists += line.assists;
    s.yellow += line.yellow;
    s.red += line.red;
  }
  return { player, seasons: [...bySeason.values()], matches: lines.slice(0, RECENT).map((l) => l.line) };
}
