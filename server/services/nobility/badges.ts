import { and, desc, eq, gt, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { nobilityBadge } from "@/lib/contracts/room-stream";
import type { Db } from "../../db/client";
import { nobilityLevels, userNobilities } from "../../db/schema/gifts";

export type NobilityBadge = z.infer<typeof nobilityBadge>;

/**
 * The nobility each user shows in rooms: the worn one while it lasts, else their noblest
 * unexpired one. Users without a nobility are absent from the map.
 */
export async function nobilityBadges(
  db: Db,
  userIds: number[],
  now: number,
): Promise<Map<number, NobilityBadge>> {
  const ids = [...new Set(userIds)];
  const badges = new Map<number, NobilityBadge>();
  if (!ids.length) return badges;
  const rows = await db
    .select({
      userId: userNobilities.userId,
      id: nobilityLevels.id,
      name: nobilityLevels.name,
      icon: nobilityLevels.icon,
    })
    .from(userNobilities)
    .innerJoin(nobilityLevels, eq(nobilityLevels.id, userNobilities.nobilityId))
    .where(and(inArray(userNobilities.userId, ids), gt(userNobilities.expiresAt, new Date(now))))
    .orderBy(desc(userNobilities.worn), desc(userNobilities.nobilityId));
  for (const { userId, ...badge } of rows) if (!badges.has(userId)) badges.set(userId, badge);
  return badges;
}

export async function nobilityBadgeOf(
  db: Db,
  userId: number,
  now: number,
): Promise<NobilityBadge | undefined> {
  return (await nobilityBadges(db, [userId], now)).get(userId);
}
