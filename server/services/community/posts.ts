import { and, count, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { PostSort } from "@/lib/codes/community";
import type { PostItem, PostPage, postBody } from "@/lib/contracts/community";
import type { Db } from "../../db/client";
import { circles, posts } from "../../db/schema/community";
import { requireOwnImages } from "../anchor/own-images";
import { maskSensitive } from "../chat/sensitive-words";
import { POST_CONTENT_MAX, POST_TITLE_MAX } from "@/lib/codes/community";
import { sectionSport } from "./circles";
import { communityErrors } from "./community-errors";
import { postsFrom, toPostItem, visibleTo } from "./post-rows";

type Filter = {
  page: number;
  pageSize: number;
  circleId?: number;
  section?: number;
  authorId?: number;
  sort: PostSort;
};

/**
 * 热门: likes and comments weighed against age (a day-old post needs about twice the interest of
 * a fresh one); 最新: newest first.
 */
const hotScore = (nowMs: number) =>
  sql`(${posts.likeCount} + 2 * ${posts.commentCount} + 1) / power(extract(epoch from (${new Date(nowMs).toISOString()}::timestamptz - ${posts.createdAt})) / 3600 + 2, 1.2)`;

export async function listPosts(
  db: Db,
  viewerId: number | null,
  f: Filter,
  nowMs: number,
): Promise<PostPage> {
  const sport = sectionSport(f.section);
  const where = and(
    visibleTo(viewerId),
    f.circleId ? eq(posts.circleId, f.circleId) : undefined,
    f.authorId ? eq(posts.authorId, f.authorId) : undefined,
    sport ? eq(circles.sportId, sport) : undefined,
  );
  const order =
    f.sort === "hot" ? [desc(hotScore(nowMs)), desc(posts.id)] : [desc(posts.createdAt), desc(posts.id)];
  const rows = await postsFrom(db, viewerId)
    .where(where)
    .orderBy(...order)
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [{ total }] = await db
    .select({ total: count() })
    .from(posts)
    .innerJoin(circles, eq(circles.id, posts.circleId))
    .where(where);
  return { list: rows.map(toPostItem), total, page: f.page, pageSize: f.pageSize };
}

export async function postDetail(db: Db, viewerId: number | null, id: number): Promise<PostItem> {
  const [row] = await postsFrom(db, viewerId).where(and(eq(posts.id, id), eq(posts.status, 0)));
  if (!row) throw communityErrors.postNotFound();
  return toPostItem(row);
}

/** A shown post's author, or not found. */
export async function requirePost(db: Db, id: number) {
  const [row] = await db
    .select({ id: posts.id, authorId: posts.authorId })
    .from(posts)
    .where(and(eq(posts.id, id), eq(posts.status, 0)));
  if (!row) throw communityErrors.postNotFound();
  return row;
}

/** Title and body masked like chat; images must be the author's own uploads; the circle counts it. */
export async function addPost(db: Db, userId: number, input: z.infer<typeof postBody>, nowMs: number) {
  await requireOwnImages(db, userId, input.images);
  const id = await db.transaction(async (tx) => {
    const [circle] = await tx
      .update(circles)
      .set({ postCount: sql`${circles.postCount} + 1` })
      .where(eq(circles.id, input.circleId))
      .returning({ id: circles.id });
    if (!circle) throw communityErrors.circleNotFound();
    const [row] = await tx
      .insert(posts)
      .values({
        circleId: input.circleId,
        authorId: userId,
        title: maskSensitive(input.title, POST_TITLE_MAX),
        content: maskSensitive(input.content, POST_CONTENT_MAX),
        images: JSON.stringify(input.images),
        createdAt: new Date(nowMs),
      })
      .returning({ id: posts.id });
    return row.id;
  });
  return postDetail(db, userId, id);
}

/** The author deletes a post: hidden everywhere, and the circle no longer counts it. */
export async function deletePost(db: Db, userId: number, id: number) {
  const post = await requirePost(db, id);
  if (post.authorId !== userId) throw communityErrors.notOwnPost();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(posts)
      .set({ status: 1 })
      .where(and(eq(posts.id, id), eq(posts.status, 0)))
      .returning({ circleId: posts.circleId });
    if (row) {
      await tx
        .update(circles)
        .set({ postCount: sql`${circles.postCount} - 1` })
        .where(eq(circles.id, row.circleId));
    }
  });
  return { id };
}
