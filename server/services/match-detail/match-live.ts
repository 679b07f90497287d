import { asc, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { LineupPlayer, MatchLiveData, TeamStats } from "../../../lib/contracts/match-detail";
import type { Db } from "../../db/client";
import { lineups, matchCommentary, matchStats } from "../../db/schema/match-details";
import { matchEvents, type MatchSide } from "../../db/schema/matches";
import { players } from "../../db/schema/teams";
import { toMatchLive } from "../schedule/match-rows";
import { footballMatchRow } from "./match-row";
import { toTimeline } from "./timeline";

const scorer = alias(players, "scorer");
const assist = alias(players, "assist");
const subOut = alias(players, "sub_out");
const COMMENTARY_LIMIT = 300;

/** A match's stored timeline rows with the players' names (unsorted: see compareEvents). */
export function timelineRows(db: Db, matchId: number) {
  return db
    .select({
      id: matchEvents.id,
      type: matchEvents.type,
      side: matchEvents.side,
      period: matchEvents.period,
      minute: matchEvents.minute,
      addedMinute: matchEvents.addedMinute,
      second: matchEvents.second,
      homeScore: matchEvents.homeScore,
      awayScore: matchEvents.awayScore,
      note: matchEvents.note,
      playerId: scorer.id,
      playerName: scorer.name,
      assistId: assist.id,
      assistName: assist.name,
      subOutId: subOut.id,
      subOutName: subOut.name,
    })
    .from(matchEvents)
    .leftJoin(scorer, eq(scorer.id, matchEvents.playerId))
    .leftJoin(assist, eq(assist.id, matchEvents.assistPlayerId))
    .leftJoin(subOut, eq(subOut.id, matchEvents.subOutPlayerId))
    .where(eq(matchEvents.matchId, matchId));
}

async function statsPair(db: Db, matchId: number) {
  const rows = await db
    .select({
      side: matchStats.side,
      possession: matchStats.possession,
      shots: matchStats.shots,
      shotsOnTarget: matchStats.shotsOnTarget,
      corners: matchStats.corners,
      fouls: matchStats.fouls,
      offsides: matchStats.offsides,
      yellowCards: matchStats.yellowCards,
      redCards: matchStats.redCards,
      saves: matchStats.saves,
      attacks: matchStats.attacks,
      dangerousAttacks: matchStats.dangerousAttacks,
    })
    .from(matchStats)
    .where(eq(matchStats.matchId, matchId));
  const of = (side: MatchSide): TeamStats | undefined => {
    const row = rows.find((r) => r.side === side);
    if (!row) return undefined;
    const { side: _side, ...stats } = row;
    return stats;
  };
  const home = of("home");
  const away = of("away");
  return home && away ? { home, away } : null;
}

async function squads(db: Db, matchId: number, formations: Record<MatchSide, string>) {
  const rows = await db
    .select({
      id: players.id,
      name: players.name,
      side: lineups.side,
      starter: lineups.starter,
      captain: lineups.captain,
      position: lineups.position,
      shirtNumber: lineups.shirtNumber,
    })
    .from(lineups)
    .innerJoin(players, eq(players.id, lineups.playerId))
    .where(eq(lineups.matchId, matchId))
    .orderBy(asc(lineups.side), asc(lineups.sort), asc(lineups.shirtNumber));
  if (!rows.length) return null;
  const pick = (side: MatchSide, starter: boolean): LineupPlayer[] =>
    rows
      .filter((r) => r.side === side && r.starter === starter)
      .map(({ id, name, shirtNumber, position, captain }) => ({ id, name, shirtNumber, position, captain }));
  const team = (side: MatchSide) => ({
    formation: formations[side],
    starters: pick(side, true),
    bench: pick(side, false),
  });
  return { home: team("home"), away: team("away") };
}

function commentary(db: Db, matchId: number) {
  return db
    .select({
      id: matchCommentary.id,
      minute: matchCommentary.minute,
      clock: matchCommentary.clock,
      text: matchCommentary.text,
      kind: matchCommentary.kind,
      homeScore: matchCommentary.homeScore,
      awayScore: matchCommentary.awayScore,
    })
    .from(matchCommentary)
    .where(eq(matchCommentary.matchId, matchId))
    .orderBy(desc(matchCommentary.minute), desc(matchCommentary.id))
    .limit(COMMENTARY_LIMIT);
}

/** `/live/football/match/live`: timeline, technical statistics, lineups and 文字直播 in one answer. */
export async function footballMatchLive(db: Db, matchId: number): Promise<MatchLiveData> {
  const { match } = await footballMatchRow(db, matchId);
  const formations = { home: match.homeFormation, away: match.awayFormation };
  const [events, stats, lineup, lines] = await Promise.all([
    timelineRows(db, matchId),
    statsPair(db, matchId),
    squads(db, matchId, formations),
    commentary(db, matchId),
  ]);
  return { live: toMatchLive(match), events: toTimeline(events), stats, lineups: lineup, commentary: lines };
}
