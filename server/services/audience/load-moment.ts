import { and, asc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { BasketballState } from "@/lib/codes/basketball-states";
import {
  FootballState,
  isFootballFinished,
  isFootballLive,
  isFootballNotStarted,
} from "@/lib/codes/football-states";
import {
  isBasketballFinished,
  isBasketballLive,
  isBasketballNotStarted,
} from "@/lib/codes/basketball-states";
import { MatchEventType, type MatchEventTypeCode } from "@/lib/codes/match-events";
import type { Db } from "../../db/client";
import { matchEvents, matches } from "../../db/schema/matches";
import { players, teams } from "../../db/schema/teams";
import type { MatchMoment, MomentEvent, MomentEventKind } from "./match-moment";

const home = alias(teams, "moment_home");
const away = alias(teams, "moment_away");

const EVENT_KINDS: Partial<Record<number, MomentEventKind>> = {
  [MatchEventType.Goal]: "goal",
  [MatchEventType.PenaltyGoal]: "goal",
  [MatchEventType.OwnGoal]: "ownGoal",
  [MatchEventType.YellowCard]: "card",
  [MatchEventType.SecondYellow]: "redCard",
  [MatchEventType.RedCard]: "redCard",
};
const TALKED_OF = Object.keys(EVENT_KINDS).map(Number) as MatchEventTypeCode[];
const BASKETBALL_BREAKS: ReadonlySet<number> = new Set([
  BasketballState.FirstQuarterEnd,
  BasketballState.SecondQuarterEnd,
  BasketballState.ThirdQuarterEnd,
]);

function phaseOf(sportId: number, state: number): MatchMoment["phase"] | null {
  if (sportId === 1) {
    if (isFootballNotStarted(state)) return "prematch";
    if (isFootballFinished(state)) return "finished";
    if (state === FootballState.HalfTime) return "break";
    return isFootballLive(state) ? "live" : null;
  }
  if (isBasketballNotStarted(state)) return "prematch";
  if (isBasketballFinished(state)) return "finished";
  if (BASKETBALL_BREAKS.has(state)) return "break";
  return isBasketballLive(state) ? "live" : null;
}

/**
 * The match as the crowd knows it from the stored feed (state, score, the goals and cards so far).
 * Null for a match that is neither on, nor coming, nor just over (postponed, cancelled …).
 */
export async function loadMoment(db: Db, matchId: number): Promise<MatchMoment | null> {
  const [m] = await db
    .select({
      sportId: matches.sportId,
      state: matches.state,
      clock: matches.clock,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      home: home.shortName,
      away: away.shortName,
    })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(eq(matches.id, matchId));
  const phase = m && phaseOf(m.sportId, m.state);
  if (!m || !phase) return null;
  const rows = await db
    .select({
      minute: matchEvents.minute,
      type: matchEvents.type,
      side: matchEvents.side,
      player: players.name,
    })
    .from(matchEvents)
    .leftJoin(players, eq(players.id, matchEvents.playerId))
    .where(and(eq(matchEvents.matchId, matchId), inArray(matchEvents.type, TALKED_OF)))
    .orderBy(asc(matchEvents.minute), asc(matchEvents.id));
  const events: MomentEvent[] = rows.flatMap((r) =>
    r.side === "home" || r.side === "away"
      ? [{ minute: r.minute, kind: EVENT_KINDS[r.type]!, side: r.side, player: r.player }]
      : [],
  );
  const clockMinute = m.sportId === 1 ? Number.parseInt(m.clock, 10) || 0 : 0;
  return {
    sport: m.sportId === 1 ? "football" : "basketball",
    phase,
    minute: Math.max(clockMinute, events.at(-1)?.minute ?? 0),
    home: m.home,
    away: m.away,
    homeScore: m.homeScore ?? 0,
    awayScore: m.awayScore ?? 0,
    events,
  };
}
