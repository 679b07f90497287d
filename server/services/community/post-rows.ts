import { and, eq, type SQL, sql } from "drizzle-orm";
import type { PostItem } from "@/lib/contracts/community";
import type { Db } from "../../db/client";
import { circles, postCollects, postLikes, posts, postShields } from "../../db/schema/community";
import { users } from "../../db/schema/users";
import { ShieldType } from "@/lib/codes/community";

/** A post's columns with the viewer's own marks; shared by the feed and the detail. */
export const postColumns = (viewerId: number | null) => ({
  id: posts.id,
  circleId: posts.circleId,
  circleName: circles.name,
  authorId: posts.authorId,
  nickName: users.nickName,
  portrait: users.portrait,
  level: users.level,
  title: posts.title,
  content: posts.content,
  images: posts.images,
  likeCount: posts.likeCount,
  commentCount: posts.commentCount,
  collectCount: posts.collectCount,
  createdAt: posts.createdAt,
  liked: viewerId
    ? sql<boolean>`exists (select 1 from ${postLikes} l where l.post_id = ${posts.id} and l.user_id = ${viewerId})`
    : sql<boolean>`false`,
  collected: viewerId
    ? sql<boolean>`exists (select 1 from ${postCollects} c where c.post_id = ${posts.id} and c.user_id = ${viewerId})`
    : sql<boolean>`false`,
});

type Row = Awaited<ReturnType<typeof postsFrom>>[number];

export const postsFrom = (db: Db, viewerId: number | null) =>
  db
    .select(postColumns(viewerId))
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .innerJoin(circles, eq(circles.id, posts.circleId));

export const toPostItem = (r: Row): PostItem => ({
  id: r.id,
  circleId: r.circleId,
  circleName: r.circleName,
  author: { id: r.authorId, nickName: r.nickName, portrait: r.portrait, level: r.level ?? 0 },
  title: r.title,
  content: r.content,
  images: JSON.parse(r.images) as string[],
  likeCount: r.likeCount,
  commentCount: r.commentCount,
  collectCount: r.collectCount,
  createdAt: r.createdAt.toISOString(),
  liked: Boolean(r.liked),
  collected: Boolean(r.collected),
});

/** Shown posts that the viewer has not shielded (the post itself, or its author). */
export function visibleTo(viewerId: number | null): SQL {
  const shown = eq(posts.status, 0);
  if (!viewerId) return shown;
  return and(
    shown,
    sql`not exists (select 1 from ${postShields} s where s.user_id = ${viewerId} and (
      (s.target_type = ${ShieldType.Post} and s.target_id = ${posts.id}) or
      (s.target_type = ${ShieldType.Author} and s.target_id = ${posts.authorId})))`,
  ) as SQL;
}
