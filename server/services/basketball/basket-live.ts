import { and, asc, eq, inArray } from "drizzle-orm";
import { MatchEventType } from "@/lib/codes/match-events";
import type { BasketLive, BoxScoreLine, TeamStatLine } from "@/lib/contracts/basketball";
import type { MatchSide } from "../../db/schema/matches";
import type { Db } from "../../db/client";
import { matchCommentary, matchStats, playerBoxScores } from "../../db/schema/match-details";
import { matchEvents } from "../../db/schema/matches";
import { players } from "../../db/schema/teams";
import { toMatchLive } from "../schedule/match-rows";
import { findBasketMatch } from "./basket-detail";

const TEAM_STAT_KEYS = [
  "fieldGoalsScored",
  "fieldGoalsAttempted",
  "threePointsScored",
  "threePointsAttempted",
  "freeThrowsScored",
  "freeThrowsAttempted",
  "rebounds",
  "offensiveRebounds",
  "assists",
  "steals",
  "blocks",
  "turnovers",
  "fouls",
] as const satisfies readonly (keyof TeamStatLine)[];

/** Team totals summed from the box score, when the feed sent no team line. */
export function sumBoxScore(lines: readonly BoxScoreLine[]): TeamStatLine {
  const total = Object.fromEntries(TEAM_STAT_KEYS.map((k) => [k, 0])) as TeamStatLine;
  for (const line of lines) for (const k of TEAM_STAT_KEYS) total[k] += line[k];
  return total;
}

export function commentaryQuery(db: Db, matchId: number) {
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
    .orderBy(asc(matchCommentary.minute), asc(matchCommentary.id));
}

/** Everything the live tab shows: the live columns, quarter marks, commentary, team stats and both box scores. */
export async function basketLive(db: Db, matchId: number): Promise<BasketLive> {
  const record = await findBasketMatch(db, matchId);
  const [events, commentary, stats, box] = await Promise.all([
    db
      .select({
        id: matchEvents.id,
        period: matchEvents.period,
        minute: matchEvents.minute,
        type: matchEvents.type,
        homeScore: matchEvents.homeScore,
        awayScore: matchEvents.awayScore,
        note: matchEvents.note,
      })
      .from(matchEvents)
      .where(
        and(
          eq(matchEvents.matchId, matchId),
          inArray(matchEvents.type, [MatchEventType.PeriodStart, MatchEventType.PeriodEnd]),
        ),
      )
      .orderBy(asc(matchEvents.minute), asc(matchEvents.second), asc(matchEvents.id)),
    commentaryQuery(db, matchId),
    db.select().from(matchStats).where(eq(matchStats.matchId, matchId)),
    db
      .select({
        box: playerBoxScores,
        name: players.name,
        number: players.number,
        position: players.position,
      })
      .from(playerBoxScores)
      .innerJoin(players, eq(players.id, playerBoxScores.playerId))
      .where(eq(playerBoxScores.matchId, matchId))
      .orderBy(asc(players.number)),
  ]);

  const lines = (side: MatchSide): BoxScoreLine[] =>
    box
      .filter((b) => b.box.side === side)
      .map(({ box: { matchId: _m, side: _s, ...b }, name, number, position }) => ({
        ...b,
        name,
        number,
        position,
        fieldGoalsAccuracy: b.fieldGoalsAccuracy ?? 0,
        threePointsAccuracy: b.threePointsAccuracy ?? 0,
        freeThrowsAccuracy: b.freeThrowsAccuracy ?? 0,
      }));
  const home = lines("home");
  const away = lines("away");
  const statOf = (side: MatchSide) => {
    const row = stats.find((s) => s.side === side);
    if (!row) return null;
    return Object.fromEntries(TEAM_STAT_KEYS.map((k) => [k, row[k]])) as TeamStatLine;
  };
  const fromStats =
    statOf("home") && statOf("away") ? { home: statOf("home")!, away: statOf("away")! } : null;
  const fromBox = home.length || away.length ? { home: sumBoxScore(home), away: sumBoxScore(away) } : null;

  return {
    match: toMatchLive(record.m),
    events,
    commentary,
    teamStats: fromStats ?? fromBox,
    boxScores: { home, away },
  };
}
