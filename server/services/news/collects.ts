import { and, count, desc, eq } from "drizzle-orm";
import { CollectFlag } from "@/lib/codes/news";
import type { ArticleItem, CollectState, ReadBeacon } from "@/lib/contracts/news";
import type { Page } from "@/lib/contracts/fields";
import type { Db } from "../../db/client";
import { newsArticles, newsCollects } from "../../db/schema/news";
import { notFoundError } from "../../errors/biz-error";
import { articleExists, itemColumns, toItem } from "./article-rows";
import { ARTICLE_NOT_FOUND } from "./articles";
import { countRead, unflushedReads } from "./read-counts";

async function isCollected(db: Db, userId: number, articleId: number) {
  const [row] = await db
    .select({ id: newsCollects.articleId })
    .from(newsCollects)
    .where(and(eq(newsCollects.userId, userId), eq(newsCollects.articleId, articleId)));
  return Boolean(row);
}

/** Collects (flag 1) or removes (flag 0) an article for the caller; repeating either is harmless. */
export async function setCollected(
  db: Db,
  userId: number,
  articleId: number,
  flag: number,
): Promise<CollectState> {
  if (!(await articleExists(db, articleId))) throw notFoundError(ARTICLE_NOT_FOUND);
  if (flag === CollectFlag.Add)
    await db.insert(newsCollects).values({ userId, articleId }).onConflictDoNothing();
  else
    await db
      .delete(newsCollects)
      .where(and(eq(newsCollects.userId, userId), eq(newsCollects.articleId, articleId)));
  return { collectId: articleId, collected: flag === CollectFlag.Add };
}

/** The caller's collected articles, the latest collected first. */
export async function myCollects(
  db: Db,
  userId: number,
  q: { page: number; pageSize: number },
): Promise<Page<ArticleItem>> {
  const mine = eq(newsCollects.userId, userId);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(itemColumns)
      .from(newsCollects)
      .innerJoin(newsArticles, eq(newsArticles.id, newsCollects.articleId))
      .where(mine)
      .orderBy(desc(newsCollects.createdAt), desc(newsCollects.articleId))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(newsCollects).where(mine),
  ]);
  return { list: rows.map((r) => toItem(db, r)), total: n, page: q.page, pageSize: q.pageSize };
}

/** A reader opened the article: one view counted in memory; the count and the caller's collect state back. */
export async function readArticle(db: Db, articleId: number, userId: number | null): Promise<ReadBeacon> {
  const [row] = await db
    .select({ readCount: newsArticles.readCount })
    .from(newsArticles)
    .where(eq(newsArticles.id, articleId));
  if (!row) throw notFoundError(ARTICLE_NOT_FOUND);
  countRead(db, articleId);
  return {
    id: articleId,
    readCount: row.readCount + unflushedReads(db, articleId),
    collected: userId === null ? false : await isCollected(db, userId, articleId),
  };
}
