import { count, desc, eq, sql } from "drizzle-orm";
import { NEWS_COMMENT_MAX } from "@/lib/codes/news";
import type { ArticleComment, CommentPage } from "@/lib/contracts/news";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { newsArticles, newsComments } from "../../db/schema/news";
import { users } from "../../db/schema/users";
import { badRequest, notFoundError } from "../../errors/biz-error";
import { maskSensitive } from "../chat/sensitive-words";
import { enforceLimit } from "../limits/rate-limits";
import { articleExists } from "./article-rows";
import { ARTICLE_NOT_FOUND } from "./articles";

const commentColumns = {
  id: newsComments.id,
  articleId: newsComments.articleId,
  content: newsComments.content,
  createdAt: newsComments.createdAt,
  userId: users.id,
  nickName: users.nickName,
  portrait: users.portrait,
};

type Row = {
  id: number;
  articleId: number;
  content: string;
  createdAt: Date;
  userId: number;
  nickName: string;
  portrait: string;
};

const toComment = (r: Row): ArticleComment => ({
  id: r.id,
  articleId: r.articleId,
  content: r.content,
  createdAt: r.createdAt.toISOString(),
  user: { id: r.userId, nickName: r.nickName, portrait: r.portrait },
});

/** An article's comments, newest first. */
export async function commentsOf(
  db: Db,
  q: { postId: number; page: number; pageSize: number },
): Promise<CommentPage> {
  if (!(await articleExists(db, q.postId))) throw notFoundError(ARTICLE_NOT_FOUND);
  const where = eq(newsComments.articleId, q.postId);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(commentColumns)
      .from(newsComments)
      .innerJoin(users, eq(users.id, newsComments.userId))
      .where(where)
      .orderBy(desc(newsComments.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(newsComments).where(where),
  ]);
  return { list: rows.map(toComment), total: n, page: q.page, pageSize: q.pageSize };
}

/** A signed-in reader comments: masked like chat, limited per account, counted on the article. */
export async function addComment(
  deps: Pick<AppDeps, "db" | "kv" | "env">,
  userId: number,
  input: { postId: number; content: string },
): Promise<ArticleComment> {
  const { db } = deps;
  if (!(await articleExists(db, input.postId))) throw notFoundError(ARTICLE_NOT_FOUND);
  const content = maskSensitive(input.content, NEWS_COMMENT_MAX).trim();
  if (!content) throw badRequest("评论内容不能为空");
  await enforceLimit(deps, "news-comment-user", userId);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsComments)
      .values({ articleId: input.postId, userId, content })
      .returning({ id: newsComments.id });
    await tx
      .update(newsArticles)
      .set({ commentCount: sql`${newsArticles.commentCount} + 1` })
      .where(eq(newsArticles.id, input.postId));
    return row.id;
  });
  const [row] = await db
    .select(commentColumns)
    .from(newsComments)
    .innerJoin(users, eq(users.id, newsComments.userId))
    .where(eq(newsComments.id, id));
  return toComment(row);
}
