import { asc, eq } from "drizzle-orm";
import { LiveStatus } from "@/lib/codes/rooms";
import type { Db } from "../db/client";
import { matches } from "../db/schema/matches";
import { rooms } from "../db/schema/rooms";
import { users } from "../db/schema/users";
import { anchorFanBase, heatOf, simulatedViewers } from "../services/audience/audience-size";
import { recentGiftDiamonds, setHeat } from "../services/audience/live-rooms";

/**
 * Last of the seed (levels, gifts and live rooms are settled by then): the anchors' followers
 * from their LV, and every room's 在线 and 热度 from the audience rule and the last day's gifts,
 * so a card, the room page and the anchor's space agree from the first request on.
 */
export async function seedAudienceCounts(db: Db, { now }: { now: number }) {
  const anchors = await db
    .select({ id: users.id, level: users.level })
    .from(users)
    .where(eq(users.isAnchor, 1))
    .orderBy(asc(users.id));
  for (const a of anchors)
    await db
      .update(users)
      .set({ fanBase: anchorFanBase(a.id, a.level ?? 0) })
      .where(eq(users.id, a.id));

  const list = await db
    .select({ id: rooms.id, liveStatus: rooms.liveStatus, hot: matches.isHot })
    .from(rooms)
    .leftJoin(matches, eq(matches.id, rooms.matchId))
    .orderBy(asc(rooms.id));
  const gifts = await recentGiftDiamonds(
    db,
    list.map((r) => r.id),
    now,
  );
  for (const r of list) {
    const online = simulatedViewers(r.id, r.liveStatus === LiveStatus.Live, r.hot ?? false, now);
    await setHeat(db, r.id, online, heatOf(online, gifts.get(r.id) ?? 0));
  }
  return { anchors: anchors.length, rooms: list.length };
}
