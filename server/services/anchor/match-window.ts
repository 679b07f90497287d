import { and, eq, gt, sql } from "drizzle-orm";
import { BasketballState, isBasketballLive } from "@/lib/codes/basketball-states";
import { FootballState, isFootballLive } from "@/lib/codes/football-states";
import { Sport } from "@/lib/codes/sports";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { anchorErrors } from "./anchor-errors";

/** A finished match may still be bound to a room this long after it ended (post-match talk). */
export const BIND_AFTER_END_MS = 3 * 3_600_000;
/** A match runs about two hours from kick-off to the final whistle, and never more than four. */
const MATCH_TYPICAL_MS = 2 * 3_600_000;
const MATCH_SPAN_MS = 4 * 3_600_000;

export type MatchPhase = "upcoming" | "started" | "finished" | "off";
type MatchState = { sportId: number; state: number; kickoff: Date; updatedAt: Date };

const FINISHED: Record<number, number> = {
  [Sport.Football]: FootballState.Finished,
  [Sport.Basketball]: BasketballState.Finished,
};
const STOPPED: Record<number, ReadonlySet<number>> = {
  [Sport.Football]: new Set([FootballState.Interrupted, FootballState.Abandoned]),
  [Sport.Basketball]: new Set([BasketballState.Interrupted, BasketballState.Abandoned]),
};

/**
 * Where a match stands for reservations and schedules. A match past its kick-off that the feed
 * has not started yet counts as started: it can no longer be reserved.
 */
export function matchPhase(m: MatchState, now: number): MatchPhase {
  const live = m.sportId === Sport.Basketball ? isBasketballLive(m.state) : isFootballLive(m.state);
  if (live || STOPPED[m.sportId]?.has(m.state)) return "started";
  if (m.state === FINISHED[m.sportId]) return "finished";
  if (m.state === FootballState.NotStarted) return m.kickoff.getTime() > now ? "upcoming" : "started";
  return "off";
}

/** When a finished match ended: its last update (seeded results carry the kick-off), kept within a match's length. */
const endedAt = (m: MatchState) => {
  const kickoff = m.kickoff.getTime();
  return Math.min(Math.max(m.updatedAt.getTime(), kickoff + MATCH_TYPICAL_MS), kickoff + MATCH_SPAN_MS);
};

export async function findMatch(db: Db, matchId: number, sportId?: number) {
  const [m] = await db
    .select({
      id: matches.id,
      sportId: matches.sportId,
      state: matches.state,
      kickoff: matches.kickoff,
      updatedAt: matches.updatedAt,
    })
    .from(matches)
    .where(eq(matches.id, matchId));
  if (!m || (sportId !== undefined && m.sportId !== sportId)) throw anchorErrors.matchNotFound();
  return m;
}

/** A room may bind a match that has not ended, or ended less than three hours ago. */
export async function requireBindable(db: Db, matchId: number, now: number) {
  const m = await findMatch(db, matchId);
  const phase = matchPhase(m, now);
  if (phase === "off") throw anchorErrors.calledOff();
  if (phase === "finished" && now - endedAt(m) > BIND_AFTER_END_MS) throw anchorErrors.matchNotBindable();
  return m;
}

/** Not started and kicking off later than `now` (state code 1 is "not started" in both sports). */
export const upcomingSql = (now: number) =>
  and(eq(matches.state, FootballState.NotStarted), gt(matches.kickoff, new Date(now)))!;

export const finishedSql = sql`(${matches.sportId} = ${Sport.Football} and ${matches.state} = ${FootballState.Finished})
  or (${matches.sportId} = ${Sport.Basketball} and ${matches.state} = ${BasketballState.Finished})`;
