import { and, count, desc, eq, isNull } from "drizzle-orm";
import { NoticeBox, type NoticeBoxCode } from "@/lib/codes/notice-kinds";
import type { Page } from "@/lib/contracts/fields";
import type { NoticeItem, UnreadCounts } from "@/lib/contracts/notices";
import type { Db } from "../../db/client";
import { notices } from "../../db/schema/account";
import { users } from "../../db/schema/users";

export async function unreadCounts(db: Db, userId: number): Promise<UnreadCounts> {
  const rows = await db
    .select({ box: notices.box, n: count() })
    .from(notices)
    .where(and(eq(notices.userId, userId), isNull(notices.readAt)))
    .groupBy(notices.box);
  const of = (box: NoticeBoxCode) => rows.find((r) => r.box === box)?.n ?? 0;
  const information = of(NoticeBox.Information);
  const message = of(NoticeBox.Message);
  return { information, message, total: information + message };
}

/** One box of the user's own notices, newest first, with who sent each message. */
export async function pageNotices(
  db: Db,
  userId: number,
  q: { box: NoticeBoxCode; page: number; pageSize: number },
): Promise<Page<NoticeItem>> {
  const mine = and(eq(notices.userId, userId), eq(notices.box, q.box));
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(notices).where(mine),
    db
      .select({
        id: notices.id,
        kind: notices.kind,
        title: notices.title,
        content: notices.content,
        link: notices.link,
        readAt: notices.readAt,
        createdAt: notices.createdAt,
        actorId: users.id,
        actorName: users.nickName,
        actorPortrait: users.portrait,
      })
      .from(notices)
      .leftJoin(users, eq(users.id, notices.actorId))
      .where(mine)
      .orderBy(desc(notices.createdAt), desc(notices.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
  ]);
  const list = rows.map(({ actorId, actorName, actorPortrait, readAt, createdAt, ...r }) => ({
    ...r,
    read: readAt !== null,
    time: createdAt.toISOString(),
    actor:
      actorId === null ? null : { id: actorId, nickName: actorName ?? "", portrait: actorPortrait ?? "" },
  }));
  return { list, total, page: q.page, pageSize: q.pageSize };
}
