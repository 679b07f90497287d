import { asc, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "@/server/db/client";
import { matchCommentary } from "@/server/db/schema/match-details";
import { matchEvents, matches } from "@/server/db/schema/matches";
import { oddsChanges } from "@/server/db/schema/odds";
import { leagues, rounds } from "@/server/db/schema/sports";
import { loadSetups } from "@/server/feed/feed-load";
import { storedLive } from "@/server/feed/live-columns";
import { buildPlan } from "@/server/feed/match-plan";

type EventKey = { period: number; minute: number; type: number; side: string | null };
const eventKey = (e: EventKey) => [e.period, e.minute, e.type, e.side].join(":");

/**
 * No match was advanced twice: each match's stored events, commentary and odds moves are a prefix
 * of its plan, each row once. Returns how many of `ids` have stored commentary.
 */
export async function expectPlanPrefixes(db: Db, ids: number[]): Promise<number> {
  const rows = await db
    .select({ row: matches, leagueName: leagues.name, knockout: rounds.isKnockout })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .leftJoin(rounds, eq(rounds.id, matches.roundId))
    .where(inArray(matches.id, ids));
  const due = rows.map(({ row, leagueName, knockout }) => ({
    row,
    leagueName,
    knockout: knockout ?? false,
    stored: storedLive(row),
  }));
  const setups = await loadSetups(db, due);
  let played = 0;
  for (const { row } of due) {
    const plan = buildPlan(setups.get(row.id)!.toPlay);
    const events = await db
      .select()
      .from(matchEvents)
      .where(eq(matchEvents.matchId, row.id))
      .orderBy(asc(matchEvents.id));
    expect(events.map(eventKey), `events of match ${row.id}`).toEqual(
      plan.timeline.slice(0, events.length).map(eventKey),
    );
    const lines = await db
      .select({ text: matchCommentary.text })
      .from(matchCommentary)
      .where(eq(matchCommentary.matchId, row.id))
      .orderBy(asc(matchCommentary.id));
    expect(lines, `commentary of match ${row.id}`).toEqual(
      plan.commentary.slice(0, lines.length).map(({ text }) => ({ text })),
    );
    const moves = await db
      .select()
      .from(oddsChanges)
      .where(eq(oddsChanges.matchId, row.id))
      .orderBy(asc(oddsChanges.id));
    const kickoff = row.kickoff.getTime();
    expect(
      moves.map((m) => [m.companyId, m.market, m.changedAt.getTime() - kickoff]),
      `odds moves of match ${row.id}`,
    ).toEqual(plan.odds.slice(0, moves.length).map((m) => [m.companyId, m.market, m.atMs]));
    if (lines.length) played++;
  }
  return played;
}
