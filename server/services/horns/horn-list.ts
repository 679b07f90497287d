import { count, desc, eq } from "drizzle-orm";
import { HORN_MAX_LENGTH, HORN_PRICE, type HornItem } from "@/lib/contracts/room-money";
import type { Page } from "@/lib/contracts/fields";
import type { Db } from "../../db/client";
import { hornMessages } from "../../db/schema/gifts";
import { rooms } from "../../db/schema/rooms";
import { users } from "../../db/schema/users";
import { alias } from "drizzle-orm/pg-core";
import { nobilityBadges } from "../nobility/badges";
import { hornCount } from "../nobility/purchase";
import { getBalances } from "../wallet/balances";

const anchors = alias(users, "anchors");

/** Recent horns, newest first. */
export async function listHorns(
  db: Db,
  page: number,
  pageSize: number,
  now: number,
): Promise<Page<HornItem>> {
  const [{ total }] = await db.select({ total: count() }).from(hornMessages);
  const rows = await db
    .select({
      id: hornMessages.id,
      userId: hornMessages.userId,
      nickName: users.nickName,
      portrait: users.portrait,
      level: users.level,
      roomId: hornMessages.roomId,
      roomTitle: rooms.title,
      anchorNickName: anchors.nickName,
      content: hornMessages.content,
      createdAt: hornMessages.createdAt,
    })
    .from(hornMessages)
    .innerJoin(users, eq(users.id, hornMessages.userId))
    .innerJoin(rooms, eq(rooms.id, hornMessages.roomId))
    .innerJoin(anchors, eq(anchors.id, rooms.anchorId))
    .orderBy(desc(hornMessages.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const badges = await nobilityBadges(
    db,
    rows.map((r) => r.userId),
    now,
  );
  const list = rows.map(({ createdAt, level, ...r }) => {
    const nobility = badges.get(r.userId);
    return { ...r, level: level ?? 0, ...(nobility ? { nobility } : {}), time: createdAt.toISOString() };
  });
  return { list, total, page, pageSize };
}

/** Price and limits for everyone; the bag and diamonds for a signed-in user. */
export async function hornInfo(db: Db, userId: number | null) {
  const base = { price: HORN_PRICE, maxLength: HORN_MAX_LENGTH };
  if (userId === null) return { ...base, count: 0, balance: null };
  return { ...base, count: await hornCount(db, userId), balance: (await getBalances(db, userId)).balance };
}
