import { isSendingOff, MatchEventType } from "../../../lib/codes/match-events";
import type { MatchSide } from "../../db/schema/matches";
import type { OddsChangeRow } from "./prematch-odds";
import type { PlayedMatch } from "../../feed/played-match";
import type { ScoreLine } from "./simple-result";

/** Rows for the detail tables of a match the engine played, and the score columns of its match row. */
export function playedRows(matchId: number, kickoff: number, played: PlayedMatch) {
  const count = (side: MatchSide, match: (type: number) => boolean) =>
    played.events.filter((e) => e.side === side && match(e.type)).length;
  const stat = (
    side: MatchSide,
    key: "corners" | "yellowCards" | "redCards",
    fallback: (type: number) => boolean,
  ) => played.stats?.[side][key] ?? count(side, fallback);
  const isCorner = (t: number) => t === MatchEventType.Corner;
  const isYellow = (t: number) => t === MatchEventType.YellowCard;

  const score: ScoreLine & { state: number; homeFormation: string; awayFormation: string } = {
    state: played.state,
    homeScore: played.homeScore,
    awayScore: played.awayScore,
    homeHalfScore: played.homeHalfScore ?? null,
    awayHalfScore: played.awayHalfScore ?? null,
    homePenScore: played.homePenScore ?? null,
    awayPenScore: played.awayPenScore ?? null,
    homeCorners: stat("home", "corners", isCorner),
    awayCorners: stat("away", "corners", isCorner),
    homeYellow: stat("home", "yellowCards", isYellow),
    awayYellow: stat("away", "yellowCards", isYellow),
    homeRed: stat("home", "redCards", isSendingOff),
    awayRed: stat("away", "redCards", isSendingOff),
    quarters: played.quarters ?? null,
    homeFormation: played.formations?.home ?? "",
    awayFormation: played.formations?.away ?? "",
  };

  const lineupSort = new Map<MatchSide, number>();
  return {
    score,
    events: played.events.map((e) => ({
      matchId,
      period: e.period,
      minute: e.minute,
      addedMinute: e.addedMinute ?? 0,
      second: e.second ?? 0,
      type: e.type,
      side: e.side,
      playerId: e.playerId ?? null,
      assistPlayerId: e.assistPlayerId ?? null,
      subOutPlayerId: e.subOutPlayerId ?? null,
      homeScore: e.homeScore,
      awayScore: e.awayScore,
      note: e.note ?? "",
    })),
    stats: played.stats
      ? (["home", "away"] as const).map((side) => ({ matchId, side, ...played.stats![side] }))
      : [],
    lineups: played.lineups.map((l) => {
      const sort = (lineupSort.get(l.side) ?? 0) + 1;
      lineupSort.set(l.side, sort);
      return { matchId, ...l, captain: l.captain ?? false, sort };
    }),
    boxScores: played.boxScores.map((b) => ({ matchId, ...b })),
    commentary: played.commentary.map((c) => ({ matchId, ...c, kind: c.kind ?? null })),
    oddsChanges: played.oddsChanges.map(({ atMs, ...c }): OddsChangeRow => ({
      matchId,
      ...c,
      changedAt: new Date(kickoff + atMs),
    })),
  };
}
