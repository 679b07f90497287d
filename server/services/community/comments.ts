import { aliasedTable, and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { COMMENT_MAX } from "@/lib/codes/community";
import type { CommentItem, CommentPage, ReplyItem } from "@/lib/contracts/community";
import type { Db } from "../../db/client";
import { commentLikes, postComments, posts } from "../../db/schema/community";
import { users } from "../../db/schema/users";
import { maskSensitive } from "../chat/sensitive-words";
import { communityErrors } from "./community-errors";
import { requirePost } from "./posts";

/** Replies shown under each comment of a page (the rest are counted in replyCount). */
const REPLIES_SHOWN = 20;
const replyTo = aliasedTable(users, "reply_to");

const columns = (viewerId: number | null) => ({
  id: postComments.id,
  postId: postComments.postId,
  rootId: postComments.rootId,
  authorId: postComments.authorId,
  nickName: users.nickName,
  portrait: users.portrait,
  level: users.level,
  content: postComments.content,
  likeCount: postComments.likeCount,
  replyCount: postComments.replyCount,
  replyToId: postComments.replyToId,
  replyToNickName: replyTo.nickName,
  createdAt: postComments.createdAt,
  liked: viewerId
    ? sql<boolean>`exists (select 1 from ${commentLikes} l where l.comment_id = ${postComments.id} and l.user_id = ${viewerId})`
    : sql<boolean>`false`,
});

const commentsFrom = (db: Db, viewerId: number | null) =>
  db
    .select(columns(viewerId))
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.authorId))
    .leftJoin(replyTo, eq(replyTo.id, postComments.replyToUserId));

type Row = {
  id: number;
  postId: number;
  rootId: number | null;
  authorId: number;
  nickName: string;
  portrait: string;
  level: number | null;
  content: string;
  likeCount: number;
  replyCount: number;
  replyToId: number | null;
  replyToNickName: string | null;
  createdAt: Date;
  liked: boolean;
};

const base = (r: Row) => ({
  id: r.id,
  postId: r.postId,
  author: { id: r.authorId, nickName: r.nickName, portrait: r.portrait, level: r.level ?? 0 },
  content: r.content,
  likeCount: r.likeCount,
  liked: Boolean(r.liked),
  createdAt: r.createdAt.toISOString(),
});

const toReply = (r: Row): ReplyItem => ({
  ...base(r),
  rootId: r.rootId ?? r.id,
  // Answering the comment itself needs no 回复 @; answering a reply names its author.
  replyToNickName: r.replyToId !== null && r.replyToId !== r.rootId ? r.replyToNickName : null,
});

/** A post's comments, newest first, each with its replies oldest first. */
export async function listComments(
  db: Db,
  viewerId: number | null,
  q: { postId: number; page: number; pageSize: number },
): Promise<CommentPage> {
  await requirePost(db, q.postId);
  const top = and(eq(postComments.postId, q.postId), isNull(postComments.rootId));
  const rows: Row[] = await commentsFrom(db, viewerId)
    .where(top)
    .orderBy(desc(postComments.createdAt), desc(postComments.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(postComments).where(top);
  const replies: Row[] = rows.length
    ? await commentsFrom(db, viewerId)
        .where(
          inArray(
            postComments.rootId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(postComments.createdAt), asc(postComments.id))
    : [];
  const list: CommentItem[] = rows.map((r) => ({
    ...base(r),
    replyCount: r.replyCount,
    replies: replies
      .filter((x) => x.rootId === r.id)
      .slice(0, REPLIES_SHOWN)
      .map(toReply),
  }));
  return { list, total, page: q.page, pageSize: q.pageSize };
}

/**
 * A comment on the post, or a reply to a comment or to a reply: replies stay on the second level
 * (under the comment) and name whom they answer. The post's comment count moves with it.
 */
export async function addComment(
  db: Db,
  userId: number,
  input: { postId: number; commentId?: number; content: string },
  nowMs: number,
) {
  await requirePost(db, input.postId);
  let rootId: number | null = null;
  let replyToUserId: number | null = null;
  if (input.commentId) {
    const [answered] = await db
      .select({
        id: postComments.id,
        postId: postComments.postId,
        rootId: postComments.rootId,
        authorId: postComments.authorId,
      })
      .from(postComments)
      .where(eq(postComments.id, input.commentId));
    if (!answered) throw communityErrors.commentNotFound();
    if (answered.postId !== input.postId) throw communityErrors.commentOnOtherPost();
    rootId = answered.rootId ?? answered.id;
    replyToUserId = answered.authorId;
  }
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(postComments)
      .values({
        postId: input.postId,
        authorId: userId,
        rootId,
        replyToId: input.commentId ?? null,
        replyToUserId,
        content: maskSensitive(input.content, COMMENT_MAX),
        createdAt: new Date(nowMs),
      })
      .returning({ id: postComments.id });
    await tx
      .update(posts)
      .set({ commentCount: sql`${posts.commentCount} + 1` })
      .where(eq(posts.id, input.postId));
    if (rootId) {
      await tx
        .update(postComments)
        .set({ replyCount: sql`${postComments.replyCount} + 1` })
        .where(eq(postComments.id, rootId));
    }
    return row.id;
  });
  const [created] = await commentsFrom(db, userId).where(eq(postComments.id, id));
  return rootId ? toReply(created) : { ...base(created), replyCount: 0, replies: [] };
}

/** Like toggle for a comment or reply, counted like post likes. */
export async function toggleCommentLike(db: Db, userId: number, commentId: number) {
  const [comment] = await db
    .select({ id: postComments.id })
    .from(postComments)
    .innerJoin(posts, and(eq(posts.id, postComments.postId), eq(posts.status, 0)))
    .where(eq(postComments.id, commentId));
  if (!comment) throw communityErrors.commentNotFound();
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(commentLikes)
      .values({ commentId, userId })
      .onConflictDoNothing()
      .returning();
    if (!added.length) {
      await tx
        .delete(commentLikes)
        .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId)));
    }
    const [row] = await tx
      .update(postComments)
      .set({ likeCount: sql`${postComments.likeCount} + ${added.length ? 1 : -1}` })
      .where(eq(postComments.id, commentId))
      .returning({ likeCount: postComments.likeCount });
    return { id: commentId, liked: added.length > 0, likeCount: row.likeCount };
  });
}
