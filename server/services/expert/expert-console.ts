import { and, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { beijingMonthStart } from "@/lib/beijing-time";
import type { Page } from "@/lib/contracts/fields";
import type { ExpertIncome, MyPlanRow } from "@/lib/contracts/expert-plans";
import type { Db } from "../../db/client";
import { planPurchases, plans } from "../../db/schema/expert-plans";
import { ledger, wallets } from "../../db/schema/wallet";
import { planFilter } from "./plan-list";
import { viewPlans } from "./plan-view";

/** The expert's income rows that belong to plans (sales, and refunds taken back). */
const planIncome = (expertId: number) =>
  and(eq(ledger.userId, expertId), eq(ledger.currency, "income"), sql`${ledger.refId} like 'plan:%'`);

/** `/tj/expert/pc/list`: my plans, newest first, content included, with what each earned. */
export async function myPlans(
  db: Db,
  expertId: number,
  q: { status?: number; page: number; pageSize: number },
  now: number,
): Promise<Page<MyPlanRow>> {
  const where = and(eq(plans.expertId, expertId), planFilter({ status: q.status }, now));
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(plans).where(where),
    db
      .select()
      .from(plans)
      .where(where)
      .orderBy(desc(plans.publishedAt), desc(plans.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
  ]);
  const refIds = rows.map((r) => `plan:${r.id}`);
  const earned = refIds.length
    ? await db
        .select({ refId: ledger.refId, amount: sql<number>`sum(${ledger.amount})::int` })
        .from(ledger)
        .where(and(planIncome(expertId), inArray(ledger.refId, refIds)))
        .groupBy(ledger.refId)
    : [];
  const byRef = new Map(earned.map((e) => [e.refId, e.amount]));
  const details = await viewPlans(db, rows, { userId: expertId, now });
  const list = details.map((d) => ({ ...d, income: byRef.get(`plan:${d.id}`) ?? 0 }));
  return { list, total, page: q.page, pageSize: q.pageSize };
}

/** `/tj/expert/pc/income`: the income balance, plan earnings and their ledger rows. */
export async function myIncome(
  db: Db,
  expertId: number,
  q: { page: number; pageSize: number },
  now: number,
): Promise<ExpertIncome> {
  const monthStart = new Date(beijingMonthStart(now));
  const sum = sql<number>`coalesce(sum(${ledger.amount}), 0)::int`;
  const [[wallet], [all], [month], [sold], rows] = await Promise.all([
    db.select({ income: wallets.income }).from(wallets).where(eq(wallets.userId, expertId)),
    db.select({ total: sum, n: count() }).from(ledger).where(planIncome(expertId)),
    db
      .select({ total: sum })
      .from(ledger)
      .where(and(planIncome(expertId), gte(ledger.createdAt, monthStart))),
    db
      .select({ n: count() })
      .from(planPurchases)
      .innerJoin(plans, eq(plans.id, planPurchases.planId))
      .where(and(eq(plans.expertId, expertId), sql`${planPurchases.price} > 0`)),
    db
      .select({
        at: ledger.createdAt,
        planId: plans.id,
        title: plans.title,
        amount: ledger.amount,
        tradeType: ledger.tradeType,
      })
      .from(ledger)
      .innerJoin(plans, sql`${ledger.refId} = 'plan:' || ${plans.id}::text`)
      .where(planIncome(expertId))
      .orderBy(desc(ledger.createdAt), desc(ledger.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
  ]);
  return {
    income: wallet?.income ?? 0,
    totalEarned: all.total,
    monthEarned: month.total,
    sales: sold.n,
    list: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
    total: all.n,
    page: q.page,
    pageSize: q.pageSize,
  };
}
