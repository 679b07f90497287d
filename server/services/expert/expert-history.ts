import { and, gt, inArray, isNotNull } from "drizzle-orm";
import type { ExpertRecord } from "@/lib/contracts/expert-plans";
import type { Db } from "../../db/client";
import { plans } from "../../db/schema/expert-plans";
import { computeRecord, recordsByExpert, type SettledPlan } from "./records";

/** Settled plans (void ones included: records leave them out) of some experts, or of all. */
export async function loadSettledHistory(
  db: Db,
  filter: { expertIds?: readonly number[]; sportId?: number; playType?: number } = {},
): Promise<SettledPlan[]> {
  if (filter.expertIds && filter.expertIds.length === 0) return [];
  const rows = await db
    .select({
      expertId: plans.expertId,
      sportId: plans.sportId,
      playType: plans.playType,
      result: plans.result,
      payout: plans.payout,
      settledAt: plans.settledAt,
    })
    .from(plans)
    .where(
      and(
        gt(plans.result, 0),
        isNotNull(plans.settledAt),
        filter.expertIds ? inArray(plans.expertId, [...filter.expertIds]) : undefined,
      ),
    );
  return rows
    .filter(
      (r) =>
        (filter.sportId === undefined || r.sportId === filter.sportId) &&
        (filter.playType === undefined || r.playType === filter.playType),
    )
    .map((r) => ({ ...r, settledAt: r.settledAt!.getTime() }));
}

const EMPTY = computeRecord([]);

/** The overall record of each expert asked for (all zero for an expert without settled plans). */
export async function recordsOf(db: Db, expertIds: readonly number[]): Promise<Map<number, ExpertRecord>> {
  const found = recordsByExpert(await loadSettledHistory(db, { expertIds }));
  return new Map(expertIds.map((id) => [id, found.get(id) ?? EMPTY]));
}
