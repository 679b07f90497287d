import { and, asc, eq, gt, inArray, lte } from "drizzle-orm";
import { BasketballState as B } from "@/lib/codes/basketball-states";
import { FootballState as F } from "@/lib/codes/football-states";
import { PlanResult, type PlanResultCode } from "@/lib/codes/expert-plans";
import { TradeType } from "@/lib/codes/trade-types";
import type { Db, Tx } from "../../db/client";
import { planLegs, planPurchases, plans } from "../../db/schema/expert-plans";
import { matches } from "../../db/schema/matches";
import { wallets } from "../../db/schema/wallet";
import type { Fence } from "../../leader/leadership";
import type { Logger } from "../../log/logger";
import { credit, debit } from "../wallet/ledger";
import { combineLegs, outcomeOf, planPayout, refundsBuyers, settleLeg } from "./settle-rules";

/*
 * Settlement against the stored results (DESIGN "Settlement"): every write is conditional on the
 * row still being unsettled, so a replayed hook or a second sweep changes nothing.
 */

/** `now`: the app clock, for the ledger rows of refunds (the plan's settledAt is the match's time). */
export type SettleDeps = { db: Db; fence?: Fence; now?: () => number };

/** Refunds every buyer of a plan (trade type 6) and takes it back from the expert's plan income. */
async function refundBuyers(tx: Tx, plan: { id: number; expertId: number; title: string }, at: Date) {
  const refunded = await tx
    .update(planPurchases)
    .set({ refunded: true })
    .where(
      and(eq(planPurchases.planId, plan.id), eq(planPurchases.refunded, false), gt(planPurchases.price, 0)),
    )
    .returning({ buyerId: planPurchases.buyerId, price: planPurchases.price });
  if (!refunded.length) return;
  const refId = `plan:${plan.id}`;
  for (const r of refunded) {
    await credit(tx, {
      userId: r.buyerId,
      currency: "balance",
      amount: r.price,
      tradeType: TradeType.Refund,
      remark: `方案退款「${plan.title}」`,
      refId,
      at,
    });
  }
  // The expert gives back what the sales brought, as far as the income not yet withdrawn allows.
  const [wallet] = await tx
    .select({ income: wallets.income })
    .from(wallets)
    .where(eq(wallets.userId, plan.expertId))
    .for("update");
  const owed = Math.min(
    refunded.reduce((sum, r) => sum + r.price, 0),
    wallet?.income ?? 0,
  );
  if (owed > 0) {
    await debit(tx, {
      userId: plan.expertId,
      currency: "income",
      amount: owed,
      tradeType: TradeType.Refund,
      remark: `方案退款「${plan.title}」×${refunded.length}`,
      refId,
      at,
    });
  }
}

/** Settles one plan once all its legs are; returns its result, or null when it waits or was done. */
async function settlePlan(tx: Tx, planId: number, at: Date, moneyAt: Date): Promise<PlanResultCode | null> {
  const [plan] = await tx
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.result, PlanResult.Pending)))
    .for("update");
  if (!plan) return null;
  const legs = await tx
    .select({ odds: planLegs.odds, result: planLegs.result })
    .from(planLegs)
    .where(eq(planLegs.planId, planId))
    .orderBy(asc(planLegs.legNo));
  if (legs.some((l) => l.result === PlanResult.Pending)) return null;
  const results = legs.map((l) => l.result as PlanResultCode);
  const result = combineLegs(results);
  const payout = planPayout(
    plan.sportId,
    plan.playType,
    legs.map((l, i) => ({ odds: l.odds, result: results[i] })),
    result,
  );
  await tx.update(plans).set({ result, payout, settledAt: at }).where(eq(plans.id, planId));
  if (refundsBuyers(result, plan.refundIfLose)) await refundBuyers(tx, plan, moneyAt);
  return result;
}

/**
 * Settles every unsettled leg on a match in a final (or void) state, then each plan whose legs are
 * all settled. Returns how many plans it settled; 0 for a match still to play.
 */
export async function settleMatchPlans(deps: SettleDeps, matchId: number, atMs: number): Promise<number> {
  const { db } = deps;
  const [match] = await db
    .select({
      sportId: matches.sportId,
      state: matches.state,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
    })
    .from(matches)
    .where(eq(matches.id, matchId));
  const outcome = match ? outcomeOf(match) : null;
  if (!outcome) return 0;
  const legs = await db
    .select({
      planId: planLegs.planId,
      legNo: planLegs.legNo,
      pick: planLegs.pick,
      line: planLegs.line,
      lotteryMarket: planLegs.lotteryMarket,
      sportId: plans.sportId,
      playType: plans.playType,
    })
    .from(planLegs)
    .innerJoin(plans, eq(plans.id, planLegs.planId))
    .where(and(eq(planLegs.matchId, matchId), eq(planLegs.result, PlanResult.Pending)));
  const at = new Date(atMs);
  let settled = 0;
  for (const leg of legs) {
    const done = await db.transaction(async (tx) => {
      await deps.fence?.(tx);
      await tx
        .update(planLegs)
        .set({ result: settleLeg(leg, outcome) })
        .where(
          and(
            eq(planLegs.planId, leg.planId),
            eq(planLegs.legNo, leg.legNo),
            eq(planLegs.result, PlanResult.Pending),
          ),
        );
      return settlePlan(tx, leg.planId, at, new Date(deps.now?.() ?? atMs));
    });
    if (done !== null) settled++;
  }
  return settled;
}

/** States that settle (outcomeOf): finished, postponed, abandoned or cancelled, in either sport. */
const SETTLING_STATES = [
  ...new Set([
    F.Finished,
    F.Postponed,
    F.Abandoned,
    F.Cancelled,
    B.Finished,
    B.Cancelled,
    B.Postponed,
    B.Abandoned,
  ]),
];

/**
 * Matches that kicked off (or were due) before `now`, reached a final or void state and still have
 * unsettled legs: postponed and cancelled matches never finish in the feed, and a hook lost in a
 * restart is caught up here.
 */
export async function settleDuePlans(deps: SettleDeps, now: number): Promise<number> {
  const due = await deps.db
    .selectDistinct({ matchId: planLegs.matchId })
    .from(planLegs)
    .innerJoin(matches, eq(matches.id, planLegs.matchId))
    .where(
      and(
        eq(planLegs.result, PlanResult.Pending),
        lte(matches.kickoff, new Date(now)),
        inArray(matches.state, SETTLING_STATES),
      ),
    )
    .limit(500);
  let settled = 0;
  for (const { matchId } of due) settled += await settleMatchPlans(deps, matchId, now);
  return settled;
}

/** Runs settleDuePlans every `intervalMs` on the leader; returns a stop function. */
export function startPlanSweeper(
  deps: SettleDeps & { feedNow: () => number; log: Logger },
  intervalMs = 60_000,
) {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    settleDuePlans(deps, deps.feedNow())
      .then((n) => n && deps.log.info("plans settled by the sweep", { count: n }))
      .catch((error) => deps.log.error("plan sweep failed", { error: String(error) }))
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
