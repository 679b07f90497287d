import { and, count, desc, eq, ne } from "drizzle-orm";
import { FollowRole, type FollowRoleCode } from "@/lib/codes/follow-roles";
import type { Page } from "@/lib/contracts/fields";
import type { UserCard } from "@/lib/contracts/user";
import type { Db } from "../../db/client";
import { rooms } from "../../db/schema/rooms";
import { follows, users } from "../../db/schema/users";
import { toUserCard, userCardColumns } from "../user/user-queries";

const roleWhere = (role: FollowRoleCode) =>
  role === FollowRole.Anchor
    ? eq(users.isAnchor, 1)
    : role === FollowRole.Expert
      ? and(ne(users.isAnchor, 1), eq(users.isExpert, 1))
      : and(ne(users.isAnchor, 1), ne(users.isExpert, 1));

/** /v/attention: the people the signed-in user follows, one role per tab, newest follow first. */
export async function myFollows(
  db: Db,
  userId: number,
  q: { role: FollowRoleCode; page: number; pageSize: number },
): Promise<Page<UserCard & { followedAt: string }>> {
  const where = and(eq(follows.userId, userId), roleWhere(q.role));
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(follows).innerJoin(users, eq(users.id, follows.targetId)).where(where),
    db
      .select({ ...userCardColumns, followedAt: follows.createdAt })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.targetId))
      .leftJoin(rooms, eq(rooms.anchorId, users.id))
      .where(where)
      .orderBy(desc(follows.createdAt), desc(users.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
  ]);
  const list = rows.map(({ followedAt, ...card }) => ({
    ...toUserCard(card),
    followedAt: followedAt.toISOString(),
  }));
  return { list, total, page: q.page, pageSize: q.pageSize };
}
