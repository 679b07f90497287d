import { and, asc, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { SportId } from "@/lib/codes/sports";
import type { KickoffNowData } from "@/lib/contracts/dev-feed";
import type { AppDeps } from "../../context";
import type { Db, Tx } from "../../db/client";
import { planLegs, plans } from "../../db/schema/expert-plans";
import { jclqMatches, jczqMatches, zcIssues } from "../../db/schema/lottery";
import { matches } from "../../db/schema/matches";
import { odds, oddsChanges } from "../../db/schema/odds";
import { leagues } from "../../db/schema/sports";
import { kickoffErrors } from "./kickoff-errors";

/** Football and basketball share the code of a match that has not started. */
const NOT_STARTED = 1;

export type KickoffTarget = { matchId?: number; sportId?: SportId; leagueId?: number };

/**
 * Makes one match that has not started kick off now in feed time (for browser tests that need a live
 * match whatever the hour): the running feed takes it up on its next tick and plays it from its plan.
 * Everything keyed on the kick-off moves with it in one transaction: the prematch odds history (so
 * the closing quotes stay the same and no prematch move counts as in play), the lottery sale
 * deadlines and the kick-off copied onto expert plans.
 */
export async function kickOffNow(
  deps: Pick<AppDeps, "db" | "feedClock">,
  target: KickoffTarget,
): Promise<KickoffNowData> {
  const { db } = deps;
  const now = deps.feedClock.now();
  const match = target.matchId ? await matchById(db, target.matchId) : await nextUpcoming(db, target, now);
  if (match.state !== NOT_STARTED || match.kickoff.getTime() <= now) throw kickoffErrors.matchStarted();

  const kickoff = new Date(now);
  const shiftMs = match.kickoff.getTime() - now;
  await db.transaction(async (tx) => {
    // Conditional: a concurrent call or the feed cannot have started it in between.
    const moved = await tx
      .update(matches)
      .set({ kickoff, updatedAt: kickoff })
      .where(and(eq(matches.id, match.id), eq(matches.state, NOT_STARTED), gt(matches.kickoff, kickoff)))
      .returning({ id: matches.id });
    if (!moved.length) throw kickoffErrors.matchStarted();
    await moveKeyedOnKickoff(tx, match.id, kickoff, shiftMs);
  });
  return { matchId: match.id, kickoff: kickoff.toISOString() };
}

async function moveKeyedOnKickoff(tx: Tx, matchId: number, kickoff: Date, shiftMs: number) {
  const earlier = (column: typeof oddsChanges.changedAt | typeof odds.openedAt) =>
    sql`${column} - make_interval(secs => ${shiftMs / 1000})`;
  const atKickoff = sql`${kickoff.toISOString()}::timestamptz`;
  await tx
    .update(oddsChanges)
    .set({ changedAt: earlier(oddsChanges.changedAt) })
    .where(eq(oddsChanges.matchId, matchId));
  await tx
    .update(odds)
    .set({ openedAt: earlier(odds.openedAt) })
    .where(eq(odds.matchId, matchId));
  await tx.update(jczqMatches).set({ saleEndsAt: kickoff }).where(eq(jczqMatches.matchId, matchId));
  await tx.update(jclqMatches).set({ saleEndsAt: kickoff }).where(eq(jclqMatches.matchId, matchId));
  const [row] = await tx.select({ zcIssue: matches.zcIssue }).from(matches).where(eq(matches.id, matchId));
  if (row?.zcIssue) {
    await tx
      .update(zcIssues)
      .set({ saleEndsAt: sql`least(${zcIssues.saleEndsAt}, ${atKickoff})` })
      .where(eq(zcIssues.issue, row.zcIssue));
  }
  const withLeg = tx.select({ planId: planLegs.planId }).from(planLegs).where(eq(planLegs.matchId, matchId));
  await tx
    .update(plans)
    .set({ kickoff: sql`least(${plans.kickoff}, ${atKickoff})` })
    .where(inArray(plans.id, withLeg));
}

async function matchById(db: Db, id: number) {
  const [row] = await db
    .select({ id: matches.id, state: matches.state, kickoff: matches.kickoff })
    .from(matches)
    .where(eq(matches.id, id));
  if (!row) throw kickoffErrors.matchNotFound();
  return row;
}

/** The next match of the sport (and league) that has not started: a hot one, then a hot league's, first. */
async function nextUpcoming(db: Db, target: KickoffTarget, now: number) {
  const conditions = [eq(matches.state, NOT_STARTED), gt(matches.kickoff, new Date(now))];
  if (target.sportId) conditions.push(eq(matches.sportId, target.sportId));
  if (target.leagueId) conditions.push(eq(matches.leagueId, target.leagueId));
  const [row] = await db
    .select({ id: matches.id, state: matches.state, kickoff: matches.kickoff })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .where(and(...conditions))
    .orderBy(desc(matches.isHot), desc(leagues.isHot), asc(matches.kickoff), asc(matches.id))
    .limit(1);
  if (!row) throw kickoffErrors.noUpcomingMatch();
  return row;
}
