import { desc, eq, type SQL } from "drizzle-orm";
import { columnOf } from "@/lib/codes/news";
import type { ArticleItem } from "@/lib/contracts/news";
import type { Db } from "../../db/client";
import { newsArticles } from "../../db/schema/news";
import { unflushedReads } from "./read-counts";

/** The list columns of an article (everything but its body). */
export const itemColumns = {
  id: newsArticles.id,
  kind: newsArticles.kind,
  columnNo: newsArticles.columnNo,
  sportId: newsArticles.sportId,
  title: newsArticles.title,
  summary: newsArticles.summary,
  authorName: newsArticles.authorName,
  authorId: newsArticles.authorId,
  matchId: newsArticles.matchId,
  readCount: newsArticles.readCount,
  commentCount: newsArticles.commentCount,
  publishedAt: newsArticles.publishedAt,
};

export type ItemRow = {
  id: number;
  kind: number;
  columnNo: number;
  sportId: number;
  title: string;
  summary: string;
  authorName: string;
  authorId: number | null;
  matchId: number | null;
  readCount: number;
  commentCount: number;
  publishedAt: Date;
};

/** Where the article's cover is drawn (services/news/covers.ts). */
export const coverPath = (id: number) => `/inform/info/cover/${id}`;

export function toItem(db: Db, r: ItemRow): ArticleItem {
  return {
    id: r.id,
    kind: r.kind,
    columnNo: r.columnNo,
    columnName: columnOf(r.columnNo)?.name ?? "",
    sportId: r.sportId,
    title: r.title,
    summary: r.summary,
    cover: coverPath(r.id),
    authorName: r.authorName,
    authorId: r.authorId,
    matchId: r.matchId,
    readCount: r.readCount + unflushedReads(db, r.id),
    commentCount: r.commentCount,
    publishedAt: r.publishedAt.toISOString(),
  };
}

/** Articles matching `where`, newest first. */
export async function newestItems(db: Db, where: SQL | undefined, limit: number, offset = 0) {
  const rows = await db
    .select(itemColumns)
    .from(newsArticles)
    .where(where)
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => toItem(db, r));
}

export async function articleExists(db: Db, id: number) {
  const [row] = await db.select({ id: newsArticles.id }).from(newsArticles).where(eq(newsArticles.id, id));
  return Boolean(row);
}
