import { and, eq, sql } from "drizzle-orm";
import { ShieldType } from "@/lib/codes/community";
import type { Db } from "../../db/client";
import { postCollects, postLikes, postReports, posts, postShields } from "../../db/schema/community";
import { maskSensitive } from "../chat/sensitive-words";
import { communityErrors } from "./community-errors";
import { requirePost } from "./posts";

/**
 * Likes or unlikes (a toggle). The unique (post, user) key decides which, and like_count moves by
 * exactly the rows inserted or deleted in the same transaction, so concurrent taps never drift.
 */
export async function togglePostLike(db: Db, userId: number, postId: number) {
  await requirePost(db, postId);
  return db.transaction(async (tx) => {
    const added = await tx.insert(postLikes).values({ postId, userId }).onConflictDoNothing().returning();
    if (!added.length) {
      await tx.delete(postLikes).where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)));
    }
    const [row] = await tx
      .update(posts)
      .set({ likeCount: sql`${posts.likeCount} + ${added.length ? 1 : -1}` })
      .where(eq(posts.id, postId))
      .returning({ likeCount: posts.likeCount });
    return { id: postId, liked: added.length > 0, likeCount: row.likeCount };
  });
}

/** Collects or uncollects (收藏), counted like likes. */
export async function togglePostCollect(db: Db, userId: number, postId: number) {
  await requirePost(db, postId);
  return db.transaction(async (tx) => {
    const added = await tx.insert(postCollects).values({ postId, userId }).onConflictDoNothing().returning();
    if (!added.length) {
      await tx
        .delete(postCollects)
        .where(and(eq(postCollects.postId, postId), eq(postCollects.userId, userId)));
    }
    const [row] = await tx
      .update(posts)
      .set({ collectCount: sql`${posts.collectCount} + ${added.length ? 1 : -1}` })
      .where(eq(posts.id, postId))
      .returning({ collectCount: posts.collectCount });
    return { id: postId, collected: added.length > 0, collectCount: row.collectCount };
  });
}

/** Hides a post, or everything by its author, for the caller alone. Shielding twice is harmless. */
export async function shieldPost(db: Db, userId: number, postId: number, type: number) {
  const post = await requirePost(db, postId);
  if (post.authorId === userId) throw communityErrors.shieldSelf();
  const targetId = type === ShieldType.Author ? post.authorId : postId;
  await db.insert(postShields).values({ userId, targetType: type, targetId }).onConflictDoNothing();
  return { postId, type, shielded: true };
}

/** A report for the operators; one per reader and post. */
export async function reportPost(
  db: Db,
  userId: number,
  input: { postId: number; reason: number; content: string },
) {
  const post = await requirePost(db, input.postId);
  if (post.authorId === userId) throw communityErrors.reportSelf();
  const added = await db
    .insert(postReports)
    .values({
      postId: input.postId,
      reporterId: userId,
      reason: input.reason,
      content: maskSensitive(input.content, 200),
    })
    .onConflictDoNothing()
    .returning({ id: postReports.id });
  if (!added.length) throw communityErrors.alreadyReported();
  return { id: added[0].id };
}
