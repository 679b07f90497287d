import { and, asc, count, desc, eq, exists, gt, inArray, lte, sql, type SQL } from "drizzle-orm";
import { PlanPriceFilter, PlanResult, PlanSort, PlanStatus } from "@/lib/codes/expert-plans";
import type { Page } from "@/lib/contracts/fields";
import type { PlanTeaser } from "@/lib/contracts/expert-plans";
import type { Db } from "../../db/client";
import { planLegs, plans } from "../../db/schema/expert-plans";
import { toTeaser, viewPlans, type Viewer } from "./plan-view";

export type PlanListQuery = {
  sportId?: number;
  leagueId?: number;
  playType?: number;
  price: number;
  refundIfLose?: number;
  expertId?: number;
  matchId?: number;
  status?: number;
  sort: number;
  page: number;
  pageSize: number;
};

function statusFilter(status: number | undefined, now: Date): SQL | undefined {
  if (status === PlanStatus.OnSale) return and(eq(plans.result, PlanResult.Pending), gt(plans.kickoff, now));
  if (status === PlanStatus.Waiting)
    return and(eq(plans.result, PlanResult.Pending), lte(plans.kickoff, now));
  if (status === PlanStatus.Settled) {
    return inArray(plans.result, [
      PlanResult.Win,
      PlanResult.Lose,
      PlanResult.Push,
      PlanResult.WinHalf,
      PlanResult.LoseHalf,
    ]);
  }
  if (status === PlanStatus.Void) return eq(plans.result, PlanResult.Void);
  return undefined;
}

/** The filters of `/tj/recommend` as one condition (also used by the expert's own list). */
export function planFilter(q: Partial<PlanListQuery>, now: number): SQL | undefined {
  return and(
    q.sportId !== undefined ? eq(plans.sportId, q.sportId as 1 | 2) : undefined,
    q.leagueId !== undefined ? eq(plans.leagueId, q.leagueId) : undefined,
    q.playType !== undefined ? eq(plans.playType, q.playType) : undefined,
    q.price === PlanPriceFilter.Free ? eq(plans.price, 0) : undefined,
    q.price === PlanPriceFilter.Paid ? gt(plans.price, 0) : undefined,
    q.refundIfLose === 1 ? eq(plans.refundIfLose, true) : undefined,
    q.expertId !== undefined ? eq(plans.expertId, q.expertId) : undefined,
    q.matchId !== undefined
      ? exists(
          sql`(select 1 from ${planLegs} where ${planLegs.planId} = ${plans.id} and ${planLegs.matchId} = ${q.matchId})`,
        )
      : undefined,
    statusFilter(q.status, new Date(now)),
  );
}

function orderOf(sort: number) {
  if (sort === PlanSort.Hot) return [desc(plans.sales), desc(plans.publishedAt), desc(plans.id)];
  if (sort === PlanSort.KickoffSoon) return [asc(plans.kickoff), desc(plans.id)];
  return [desc(plans.publishedAt), desc(plans.id)];
}

/** `/tj/recommend`: teasers only, whoever asks. */
export async function listPlans(db: Db, q: PlanListQuery, viewer: Viewer): Promise<Page<PlanTeaser>> {
  const where = planFilter(q, viewer.now);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(plans).where(where),
    db
      .select()
      .from(plans)
      .where(where)
      .orderBy(...orderOf(q.sort))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
  ]);
  const list = (await viewPlans(db, rows, viewer)).map(toTeaser);
  return { list, total, page: q.page, pageSize: q.pageSize };
}
