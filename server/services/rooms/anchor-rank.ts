import { desc, eq, gte, min, sql } from "drizzle-orm";
import type { AnchorRankEntry } from "@/lib/contracts/rooms";
import type { RankRange } from "@/lib/codes/rank-types";
import type { Db } from "../../db/client";
import { giftRecords } from "../../db/schema/gifts";
import { rooms } from "../../db/schema/rooms";
import { users } from "../../db/schema/users";
import { rankWindowStart } from "../gifts/rank-window";

type RankOpts = { range: RankRange; size: number; now: number };

/**
 * `/api/rank/anchor` (主播榜): anchors by the diamonds of the gifts they received in the window of
 * /api/rank/price; ties go to whoever reached the total first.
 */
export async function anchorRank(db: Db, { range, size, now }: RankOpts): Promise<AnchorRankEntry[]> {
  const start = rankWindowStart(range, now);
  const score = sql<number>`sum(${giftRecords.total})::int`;
  const rows = await db
    .select({
      anchorId: giftRecords.anchorId,
      nickName: users.nickName,
      portrait: users.portrait,
      level: users.level,
      roomId: rooms.id,
      liveStatus: rooms.liveStatus,
      score,
    })
    .from(giftRecords)
    .innerJoin(users, eq(users.id, giftRecords.anchorId))
    .innerJoin(rooms, eq(rooms.anchorId, giftRecords.anchorId))
    .where(start ? gte(giftRecords.createdAt, start) : undefined)
    .groupBy(giftRecords.anchorId, users.id, rooms.id)
    .orderBy(desc(score), min(giftRecords.id))
    .limit(size);
  return rows.map((r, i) => ({ rank: i + 1, ...r, level: r.level ?? 0 }));
}
