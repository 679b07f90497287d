import { and, asc, desc, eq, ilike, notExists, sql, type SQL } from "drizzle-orm";
import type { Page } from "@/lib/contracts/fields";
import type { UserCard } from "@/lib/contracts/user";
import type { Db } from "../../db/client";
import { rooms } from "../../db/schema/rooms";
import { follows, users } from "../../db/schema/users";
import { containsPattern } from "../search/like-pattern";
import { userErrors } from "./user-errors";
import { fansOf, findUser, toUserCard, userCardColumns } from "./user-queries";

type Paging = { page: number; pageSize: number };

const cards = (db: Db) =>
  db.select(userCardColumns).from(users).leftJoin(rooms, eq(rooms.anchorId, users.id));

async function pageOfCards(db: Db, where: SQL | undefined, paging: Paging, order: SQL[]) {
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(where);
  const list = await cards(db)
    .where(where)
    .orderBy(...order)
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  return {
    list: list.map(toUserCard),
    total,
    page: paging.page,
    pageSize: paging.pageSize,
  } satisfies Page<UserCard>;
}

/** Type 1: the users `userId` follows; type 2: their fans. Newest relation first. */
export async function attentionList(db: Db, q: Paging & { userId: number; type: number }) {
  if (!(await findUser(db, q.userId))) throw userErrors.userNotFound();
  const [mine, theirs] =
    q.type === 1 ? [follows.userId, follows.targetId] : [follows.targetId, follows.userId];
  const related = sql`exists (select 1 from ${follows} where ${mine} = ${q.userId} and ${theirs} = ${users.id})`;
  const since = sql`(select ${follows.createdAt} from ${follows} where ${mine} = ${q.userId} and ${theirs} = ${users.id})`;
  return pageOfCards(db, related, q, [desc(since), desc(users.id)]);
}

/** Users whose nickname contains the word; an empty word lists everyone, most followed first. */
export async function searchUsers(db: Db, q: Paging & { word: string }) {
  const where = q.word ? ilike(users.nickName, containsPattern(q.word)) : undefined;
  return pageOfCards(db, where, q, [desc(fansOf), asc(users.id)]);
}

/** Type 1: anchors by fans (live first among equals); type 2: experts by fans. */
export async function hotUsers(db: Db, size: number, type: number) {
  const where = type === 1 ? eq(users.isAnchor, 1) : eq(users.isExpert, 1);
  const rows = await cards(db)
    .where(where)
    .orderBy(desc(fansOf), desc(sql`coalesce(${rooms.liveStatus}, 0)`), users.id)
    .limit(size);
  return rows.map(toUserCard);
}

/** Anchors the viewer does not follow yet, live and busy rooms first. */
export async function recommendAnchors(db: Db, size: number, viewerId?: number) {
  const notMine = viewerId
    ? and(
        sql`${users.id} <> ${viewerId}`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(follows)
            .where(and(eq(follows.userId, viewerId), eq(follows.targetId, users.id))),
        ),
      )
    : undefined;
  const rows = await cards(db)
    .where(and(eq(users.isAnchor, 1), notMine))
    .orderBy(
      desc(sql`coalesce(${rooms.liveStatus}, 0)`),
      desc(sql`coalesce(${rooms.heat}, 0)`),
      desc(fansOf),
      users.id,
    )
    .limit(size);
  return rows.map(toUserCard);
}
