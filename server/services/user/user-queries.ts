import { and, eq, sql } from "drizzle-orm";
import type { UserCard } from "@/lib/contracts/user";
import type { Db } from "../../db/client";
import { rooms } from "../../db/schema/rooms";
import { follows, users } from "../../db/schema/users";

/** Correlated counts, so one query lists users with their numbers. */
/** 粉丝: the followers from outside (users.fan_base) plus the follow rows, so a follow moves it by one. */
export const fansOf =
  sql<number>`(${users.fanBase} + (select count(*) from ${follows} where ${follows.targetId} = ${users.id}))`.mapWith(
    Number,
  );
export const followsOf =
  sql<number>`(select count(*) from ${follows} where ${follows.userId} = ${users.id})`.mapWith(Number);

/** Columns of a public user card; needs `rooms` left-joined on the anchor. */
export const userCardColumns = {
  id: users.id,
  nickName: users.nickName,
  portrait: users.portrait,
  level: users.level,
  isAnchor: users.isAnchor,
  isExpert: users.isExpert,
  signature: users.signature,
  fans: fansOf,
  roomId: rooms.id,
  liveStatus: rooms.liveStatus,
};

export function toUserCard(row: UserCard): UserCard {
  const anchor = row.isAnchor === 1;
  return { ...row, roomId: anchor ? row.roomId : null, liveStatus: anchor ? row.liveStatus : null };
}

export async function findUser(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function countFollows(db: Db, userId: number) {
  const [row] = await db.select({ fans: fansOf, follows: followsOf }).from(users).where(eq(users.id, userId));
  return row ?? { fans: 0, follows: 0 };
}

export async function isFollowing(db: Db, userId: number | undefined, targetId: number) {
  if (!userId) return false;
  const [row] = await db
    .select({ userId: follows.userId })
    .from(follows)
    .where(and(eq(follows.userId, userId), eq(follows.targetId, targetId)))
    .limit(1);
  return Boolean(row);
}

export async function findRoomOf(db: Db, anchorId: number) {
  const [row] = await db.select().from(rooms).where(eq(rooms.anchorId, anchorId)).limit(1);
  return row ?? null;
}

/** 13800138000 → 138****8000. */
export const maskMobile = (mobile: string) =>
  mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : "****";
