import { and, eq, ne, sql } from "drizzle-orm";
import { FootballState } from "@/lib/codes/football-states";
import { PlanResult } from "@/lib/codes/expert-plans";
import { TradeType } from "@/lib/codes/trade-types";
import type { PlanDetail } from "@/lib/contracts/expert-plans";
import type { Db } from "../../db/client";
import { planLegs, planPurchases, plans } from "../../db/schema/expert-plans";
import { matches } from "../../db/schema/matches";
import { getBalances } from "../wallet/balances";
import { transfer } from "../wallet/ledger";
import { planErrors } from "./plan-errors";
import { findPlanRow, viewPlans } from "./plan-view";

/**
 * A fan buys a plan: the purchase row (unique per plan and fan), the fan's diamonds (trade type 4)
 * and the expert's income, in one transaction. A second purchase, even a concurrent one, waits on
 * the unique index and is refused; a debit the balance does not cover undoes the purchase row.
 * Free plans are recorded the same way without moving money.
 */
export async function buyPlan(
  db: Db,
  buyerId: number,
  planId: number,
  clock: { feedNow: number; at: number },
): Promise<{ balance: number; plan: PlanDetail }> {
  const now = clock.feedNow;
  const plan = await findPlanRow(db, planId);
  if (!plan) throw planErrors.notFound();
  if (plan.expertId === buyerId) throw planErrors.ownPlan();
  if (plan.result !== PlanResult.Pending || plan.kickoff.getTime() <= now) throw planErrors.kickedOff();
  // A match the feed has already started (or postponed) closes sales too, whatever the clock says.
  const [started] = await db
    .select({ id: planLegs.matchId })
    .from(planLegs)
    .innerJoin(matches, eq(matches.id, planLegs.matchId))
    .where(and(eq(planLegs.planId, planId), ne(matches.state, FootballState.NotStarted)))
    .limit(1);
  if (started) throw planErrors.kickedOff();

  // Sales close at kick-off on the feed's clock; the money moves at the app's time.
  const at = new Date(clock.at);
  const balance = await db.transaction(async (tx) => {
    const [purchase] = await tx
      .insert(planPurchases)
      .values({ planId, buyerId, price: plan.price, createdAt: at })
      .onConflictDoNothing()
      .returning({ id: planPurchases.id });
    if (!purchase) throw planErrors.alreadyBought();
    await tx
      .update(plans)
      .set({ sales: sql`${plans.sales} + 1` })
      .where(eq(plans.id, planId));
    if (plan.price === 0) return null;
    const refId = `plan:${planId}`;
    const { fromAfter } = await transfer(
      tx,
      {
        userId: buyerId,
        currency: "balance",
        amount: plan.price,
        tradeType: TradeType.PlanPurchase,
        remark: `购买方案「${plan.title}」`,
        refId,
        at,
      },
      {
        userId: plan.expertId,
        currency: "income",
        amount: plan.price,
        tradeType: TradeType.PlanPurchase,
        remark: `方案售出「${plan.title}」`,
        refId,
        at,
      },
    );
    return fromAfter;
  });
  const [detail] = await viewPlans(db, [(await findPlanRow(db, planId)) ?? plan], { userId: buyerId, now });
  return { balance: balance ?? (await getBalances(db, buyerId)).balance, plan: detail };
}
