import { and, count, eq, gt, inArray } from "drizzle-orm";
import { BoardType, PlanResult, type BoardTypeCode } from "@/lib/codes/expert-plans";
import type { Page } from "@/lib/contracts/fields";
import type { BoardRow, ExpertCard, ExpertRecord, ExpertRecords } from "@/lib/contracts/expert-plans";
import type { Db } from "../../db/client";
import { experts } from "../../db/schema/experts";
import { plans } from "../../db/schema/expert-plans";
import { follows, users } from "../../db/schema/users";
import { loadSettledHistory, recordsOf } from "./expert-history";
import { planErrors } from "./plan-errors";
import { computeRecords, rankBoard, recordsByExpert } from "./records";

const DEFAULT_TITLE = "专家";

function splitTags(tags: string | null): string[] {
  return (tags ?? "")
    .split(/[,，]/)
    .map((t) => t.trim())
    .filter(Boolean);
}

/** Every expert's user id (isExpert 1). */
async function expertIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.isExpert, 1));
  return rows.map((r) => r.id);
}

/** Expert cards in the order of `ids` (non-experts left out), as `viewerId` sees them. */
export async function expertCards(
  db: Db,
  ids: number[],
  viewerId: number | null,
  now: number,
  records?: Map<number, ExpertRecord>,
): Promise<ExpertCard[]> {
  if (!ids.length) return [];
  const [profiles, recs, fans, mine, onSale] = await Promise.all([
    db
      .select({
        userId: users.id,
        nickName: users.nickName,
        portrait: users.portrait,
        isExpert: users.isExpert,
        title: experts.title,
        intro: experts.intro,
        tags: experts.tags,
      })
      .from(users)
      .leftJoin(experts, eq(experts.userId, users.id))
      .where(inArray(users.id, ids)),
    records ?? recordsOf(db, ids),
    db
      .select({ id: follows.targetId, n: count() })
      .from(follows)
      .where(inArray(follows.targetId, ids))
      .groupBy(follows.targetId),
    viewerId === null
      ? Promise.resolve([])
      : db
          .select({ id: follows.targetId })
          .from(follows)
          .where(and(eq(follows.userId, viewerId), inArray(follows.targetId, ids))),
    db
      .select({ id: plans.expertId, n: count() })
      .from(plans)
      .where(
        and(
          inArray(plans.expertId, ids),
          eq(plans.result, PlanResult.Pending),
          gt(plans.kickoff, new Date(now)),
        ),
      )
      .groupBy(plans.expertId),
  ]);
  const byId = new Map(profiles.filter((p) => p.isExpert === 1).map((p) => [p.userId, p]));
  const fanCount = new Map(fans.map((f) => [f.id, f.n]));
  const followed = new Set(mine.map((m) => m.id));
  const saleCount = new Map(onSale.map((s) => [s.id, s.n]));
  const empty = computeRecords(0, []).overall;
  return ids
    .filter((id) => byId.has(id))
    .map((id) => {
      const p = byId.get(id)!;
      return {
        userId: id,
        nickName: p.nickName,
        portrait: p.portrait,
        title: p.title ?? DEFAULT_TITLE,
        intro: p.intro ?? "",
        tags: splitTags(p.tags),
        record: recs.get(id) ?? empty,
        followers: fanCount.get(id) ?? 0,
        followed: followed.has(id),
        onSale: saleCount.get(id) ?? 0,
      };
    });
}

/** `/tj/expert/info`: one expert's card; null for anyone who is not an expert. */
export async function expertCard(db: Db, userId: number, viewerId: number | null, now: number) {
  const [card] = await expertCards(db, [userId], viewerId, now);
  return card ?? null;
}

const byRecord = (a: ExpertCard, b: ExpertCard) =>
  b.record.recentHits - a.record.recentHits ||
  b.record.hitRate - a.record.hitRate ||
  b.record.settled - a.record.settled ||
  a.userId - b.userId;

/**
 * `/tj/expert/list`: every expert, or those with settled plans in a sport (and play type), the
 * best recent record first; the record shown is the one of that sport and play type.
 */
export async function listExperts(
  db: Db,
  q: { sportId?: number; playType?: number; page: number; pageSize: number },
  viewerId: number | null,
  now: number,
): Promise<Page<ExpertCard>> {
  const ids = await expertIds(db);
  const filtered = q.sportId !== undefined;
  const records = recordsByExpert(
    await loadSettledHistory(db, { expertIds: ids, sportId: q.sportId, playType: q.playType }),
  );
  const chosen = filtered ? ids.filter((id) => records.has(id)) : ids;
  const cards = (await expertCards(db, chosen, viewerId, now, filtered ? records : undefined)).sort(byRecord);
  const start = (q.page - 1) * q.pageSize;
  return {
    list: cards.slice(start, start + q.pageSize),
    total: cards.length,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** `/tj/expert/home/rec`: experts with plans on sale first, then the best recent records. */
export async function homeExperts(
  db: Db,
  q: { sportId?: number; size: number },
  viewerId: number | null,
  now: number,
) {
  const ids = await expertIds(db);
  const records = recordsByExpert(await loadSettledHistory(db, { expertIds: ids, sportId: q.sportId }));
  const chosen = q.sportId === undefined ? ids : ids.filter((id) => records.has(id));
  const cards = await expertCards(db, chosen, viewerId, now);
  return cards.sort((a, b) => Number(b.onSale > 0) - Number(a.onSale > 0) || byRecord(a, b)).slice(0, q.size);
}

/** `/tj/expert/board`: experts ranked by one figure, over a sport and play type when given. */
export async function board(
  db: Db,
  q: { type: number; sportId?: number; playType?: number; size: number },
  now: number,
): Promise<{ type: number; list: BoardRow[] }> {
  const ids = await expertIds(db);
  const records = recordsByExpert(
    await loadSettledHistory(db, { expertIds: ids, sportId: q.sportId, playType: q.playType }),
  );
  const ranked = rankBoard((q.type as BoardTypeCode) ?? BoardType.HitRate, records, q.size);
  const cards = new Map(
    (
      await expertCards(
        db,
        ranked.map((r) => r.expertId),
        null,
        now,
        records,
      )
    ).map((c) => [c.userId, c]),
  );
  return {
    type: q.type,
    list: ranked.map((r, i) => {
      const c = cards.get(r.expertId)!;
      return {
        rank: i + 1,
        expert: {
          userId: c.userId,
          nickName: c.nickName,
          portrait: c.portrait,
          title: c.title,
          recentCount: r.record.recentCount,
          recentHits: r.record.recentHits,
          streak: r.record.streak,
          hitRate: r.record.hitRate,
        },
        value: r.value,
        valueText: r.valueText,
        record: r.record,
      };
    }),
  };
}

/** `/tj/expert/record`: an expert's records overall, per play type and per month. */
export async function expertRecords(db: Db, userId: number): Promise<ExpertRecords> {
  const [user] = await db.select({ isExpert: users.isExpert }).from(users).where(eq(users.id, userId));
  if (user?.isExpert !== 1) throw planErrors.expertNotFound();
  return computeRecords(userId, await loadSettledHistory(db, { expertIds: [userId] }));
}
