import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { DynamicItem, dynamicBody } from "@/lib/contracts/anchor";
import type { Page } from "@/lib/contracts/fields";
import type { Db } from "../../db/client";
import { anchorDynamics } from "../../db/schema/room-activity";
import { users } from "../../db/schema/users";
import { anchorErrors } from "./anchor-errors";
import { requireOwnImages } from "./own-images";
import type { Caller } from "./own-room";

type DynamicInput = z.infer<typeof dynamicBody>;

const columns = {
  id: anchorDynamics.id,
  anchorId: anchorDynamics.anchorId,
  nickName: users.nickName,
  portrait: users.portrait,
  content: anchorDynamics.content,
  images: anchorDynamics.images,
  likeCount: anchorDynamics.likeCount,
  createdAt: anchorDynamics.createdAt,
};

type Row = { images: string; createdAt: Date } & Omit<DynamicItem, "images" | "createdAt">;

const toItem = (r: Row): DynamicItem => ({
  ...r,
  images: JSON.parse(r.images) as string[],
  createdAt: r.createdAt.toISOString(),
});

const base = (db: Db) =>
  db.select(columns).from(anchorDynamics).innerJoin(users, eq(users.id, anchorDynamics.anchorId));

/** A post in the anchor's space (主播动态); images are the anchor's own uploads. */
export async function addDynamic(db: Db, user: Caller, input: DynamicInput, now: number) {
  if (user.isAnchor !== 1) throw anchorErrors.notAnchor("发布动态");
  await requireOwnImages(db, user.id, input.images);
  const [row] = await db
    .insert(anchorDynamics)
    .values({
      anchorId: user.id,
      content: input.content,
      images: JSON.stringify(input.images),
      createdAt: new Date(now),
    })
    .returning({ id: anchorDynamics.id });
  const [created] = await base(db).where(eq(anchorDynamics.id, row.id));
  return toItem(created);
}

export async function removeDynamic(db: Db, user: Caller, id: number) {
  const [post] = await db
    .select({ anchorId: anchorDynamics.anchorId })
    .from(anchorDynamics)
    .where(eq(anchorDynamics.id, id));
  if (!post) throw anchorErrors.dynamicNotFound();
  if (post.anchorId !== user.id) throw anchorErrors.notOwnDynamic();
  await db.delete(anchorDynamics).where(eq(anchorDynamics.id, id));
  return { id };
}

/** An anchor's posts, newest first; 404 for someone who is not an anchor. */
export async function listDynamics(
  db: Db,
  q: { anchorId: number; page: number; pageSize: number },
): Promise<Page<DynamicItem>> {
  const [anchor] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, q.anchorId), eq(users.isAnchor, 1)));
  if (!anchor) throw anchorErrors.anchorNotFound();
  return dynamicsPage(db, eq(anchorDynamics.anchorId, q.anchorId), q);
}

/** Every anchor's posts (社区 主播动态), or one author's own (empty for someone who never posted). */
export async function listAnchorPosts(
  db: Db,
  q: { authorId?: number; page: number; pageSize: number },
): Promise<Page<DynamicItem>> {
  return dynamicsPage(db, q.authorId ? eq(anchorDynamics.anchorId, q.authorId) : undefined, q);
}

async function dynamicsPage(db: Db, where: SQL | undefined, q: { page: number; pageSize: number }) {
  const rows = await base(db)
    .where(where)
    .orderBy(desc(anchorDynamics.createdAt), desc(anchorDynamics.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(anchorDynamics).where(where);
  return { list: rows.map(toItem), total, page: q.page, pageSize: q.pageSize };
}
