import { and, desc, eq, gte, min, sql, type SQL } from "drizzle-orm";
import type { RankEntry } from "@/lib/contracts/room-money";
import type { RankRange } from "@/lib/codes/rank-types";
import type { Db } from "../../db/client";
import { giftRecords } from "../../db/schema/gifts";
import { users } from "../../db/schema/users";
import { nobilityBadges } from "../nobility/badges";
import { giftErrors } from "./gift-errors";
import { rankWindowStart } from "./rank-window";

type RankOpts = { range: RankRange; size: number; now: number };

/** Top senders by diamonds given; ties go to whoever reached the total first. */
async function topSenders(db: Db, where: SQL | undefined, { range, size, now }: RankOpts) {
  const start = rankWindowStart(range, now);
  const total = sql<number>`sum(${giftRecords.total})::int`;
  const rows = await db
    .select({
      userId: giftRecords.senderId,
      nickName: users.nickName,
      portrait: users.portrait,
      level: users.level,
      total,
    })
    .from(giftRecords)
    .innerJoin(users, eq(users.id, giftRecords.senderId))
    .where(and(where, start ? gte(giftRecords.createdAt, start) : undefined))
    .groupBy(giftRecords.senderId, users.id)
    .orderBy(desc(total), min(giftRecords.id))
    .limit(size);
  const badges = await nobilityBadges(
    db,
    rows.map((r) => r.userId),
    now,
  );
  return {
    range,
    list: rows.map((r, i): RankEntry => {
      const nobility = badges.get(r.userId);
      return { rank: i + 1, ...r, level: r.level ?? 0, ...(nobility ? { nobility } : {}) };
    }),
  };
}

/** Contributors of one anchor (贡献榜). */
export async function contributorRank(db: Db, anchorId: number, opts: RankOpts) {
  const [anchor] = await db.select({ id: users.id }).from(users).where(eq(users.id, anchorId)).limit(1);
  if (!anchor) throw giftErrors.anchorNotFound();
  return topSenders(db, eq(giftRecords.anchorId, anchorId), opts);
}

/** The site-wide rich list (土豪榜). */
export function richList(db: Db, opts: RankOpts) {
  return topSenders(db, undefined, opts);
}
