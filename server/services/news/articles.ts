import { and, asc, count, desc, eq, gt, ilike, inArray, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { ArticleTag, HEADLINE_COLUMN, NEWS_COLUMNS, columnOf, type NewsColumn } from "@/lib/codes/news";
import type { ArticleDetail, ArticleItem, CategoryItem } from "@/lib/contracts/news";
import type { Page } from "@/lib/contracts/fields";
import { teamHref } from "@/lib/database-links";
import type { Db } from "../../db/client";
import { newsArticles, newsArticleTags } from "../../db/schema/news";
import { teams } from "../../db/schema/teams";
import { notFoundError } from "../../errors/biz-error";
import { itemColumns, newestItems, toItem } from "./article-rows";
import { renderArticle } from "./markdown";
import { linkFirstMentions, type MentionTarget } from "./mention-links";

const DAY = 86_400_000;
export const ARTICLE_NOT_FOUND = "资讯不存在";

/** Which articles a column lists: 头条 all, a sport's column the sport, a league's its own. */
export function columnWhere(column: NewsColumn): SQL | undefined {
  if (column.columnNo === HEADLINE_COLUMN) return undefined;
  if (column.leagueId === null) return eq(newsArticles.sportId, column.sportId!);
  return eq(newsArticles.columnNo, column.columnNo);
}

const knownColumn = (columnNo: number) => {
  const column = columnOf(columnNo);
  if (!column) throw notFoundError("栏目不存在");
  return column;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

type ListInput = {
  columnNo: number;
  pageParam: { pageNum: number; pageSize: number };
  keyword: string;
  authorId: number;
};

export async function articleList(db: Db, q: ListInput): Promise<Page<ArticleItem>> {
  const column = knownColumn(q.columnNo);
  const where = and(
    columnWhere(column),
    q.keyword
      ? or(
          ilike(newsArticles.title, `%${escapeLike(q.keyword)}%`),
          ilike(newsArticles.summary, `%${escapeLike(q.keyword)}%`),
        )
      : undefined,
    q.authorId ? eq(newsArticles.authorId, q.authorId) : undefined,
  );
  const { pageNum, pageSize } = q.pageParam;
  const [list, [{ n }]] = await Promise.all([
    newestItems(db, where, pageSize, (pageNum - 1) * pageSize),
    db.select({ n: count() }).from(newsArticles).where(where),
  ]);
  return { list, total: n, page: pageNum, pageSize };
}

/** Every column with its newest articles (the portal's news blocks). */
export async function categories(db: Db, size: number): Promise<CategoryItem[]> {
  return Promise.all(
    NEWS_COLUMNS.map(async (c) => ({ ...c, list: await newestItems(db, columnWhere(c), size) })),
  );
}

/** The headline carousel: pinned headlines first, then the newest match reports fill it up. */
export async function banner(db: Db, limit: number): Promise<ArticleItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(newsArticles)
    .orderBy(desc(newsArticles.headline), desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(limit);
  return rows.map((r) => toItem(db, r));
}

/** 热门排行: the most read of the column's last week (older ones when the week has too few). */
export async function hottest(db: Db, columnNo: number, size: number, now: number): Promise<ArticleItem[]> {
  const column = knownColumn(columnNo);
  const rows = await db
    .select(itemColumns)
    .from(newsArticles)
    .where(columnWhere(column))
    .orderBy(
      desc(sql`${newsArticles.publishedAt} >= ${new Date(now - 7 * DAY)}`),
      desc(newsArticles.readCount),
      desc(newsArticles.publishedAt),
    )
    .limit(size);
  return rows.map((r) => toItem(db, r));
}

/** Related news: articles sharing the most tags (teams first), then the column's newest. */
export async function related(db: Db, id: number, size: number): Promise<ArticleItem[]> {
  const [article] = await db
    .select({ columnNo: newsArticles.columnNo })
    .from(newsArticles)
    .where(eq(newsArticles.id, id));
  if (!article) throw notFoundError(ARTICLE_NOT_FOUND);
  const tags = await db
    .select({ tagType: newsArticleTags.tagType, tagId: newsArticleTags.tagId })
    .from(newsArticleTags)
    .where(and(eq(newsArticleTags.articleId, id), ne(newsArticleTags.tagType, ArticleTag.Match)));
  const shared = tags.length
    ? await db
        .select({ articleId: newsArticleTags.articleId, n: count() })
        .from(newsArticleTags)
        .innerJoin(newsArticles, eq(newsArticles.id, newsArticleTags.articleId))
        .where(
          and(
            ne(newsArticleTags.articleId, id),
            or(
              ...tags.map((t) =>
                and(eq(newsArticleTags.tagType, t.tagType), eq(newsArticleTags.tagId, t.tagId)),
              ),
            ),
          ),
        )
        .groupBy(newsArticleTags.articleId, newsArticles.publishedAt)
        .orderBy(desc(count()), desc(newsArticles.publishedAt))
        .limit(size)
    : [];
  const ids = shared.map((s) => s.articleId);
  const byTag = ids.length ? await newestItems(db, inArray(newsArticles.id, ids), size) : [];
  byTag.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  if (byTag.length >= size) return byTag;
  const more = await newestItems(
    db,
    and(
      eq(newsArticles.columnNo, article.columnNo),
      ne(newsArticles.id, id),
      ids.length ? sql`${newsArticles.id} not in ${ids}` : undefined,
    ),
    size - byTag.length,
  );
  return [...byTag, ...more];
}

/** News about a match or either of its teams (match pages). */
export async function newsOfMatch(db: Db, matchId: number, teamIds: number[], size: number) {
  const tagged = db
    .select({ id: newsArticleTags.articleId })
    .from(newsArticleTags)
    .where(
      or(
        and(eq(newsArticleTags.tagType, ArticleTag.Match), eq(newsArticleTags.tagId, matchId)),
        teamIds.length
          ? and(eq(newsArticleTags.tagType, ArticleTag.Team), inArray(newsArticleTags.tagId, teamIds))
          : undefined,
      ),
    );
  return newestItems(db, inArray(newsArticles.id, tagged), size);
}

async function neighbour(db: Db, columnNo: number, at: Date, id: number, older: boolean) {
  const [row] = await db
    .select({ id: newsArticles.id, title: newsArticles.title })
    .from(newsArticles)
    .where(
      and(
        eq(newsArticles.columnNo, columnNo),
        older
          ? or(
              lt(newsArticles.publishedAt, at),
              and(eq(newsArticles.publishedAt, at), lt(newsArticles.id, id)),
            )
          : or(
              gt(newsArticles.publishedAt, at),
              and(eq(newsArticles.publishedAt, at), gt(newsArticles.id, id)),
            ),
      ),
    )
    .orderBy(
      ...(older
        ? [desc(newsArticles.publishedAt), desc(newsArticles.id)]
        : [asc(newsArticles.publishedAt), asc(newsArticles.id)]),
    )
    .limit(1);
  return row ?? null;
}

export async function articleDetail(db: Db, id: number): Promise<ArticleDetail> {
  const [row] = await db
    .select({ ...itemColumns, body: newsArticles.body })
    .from(newsArticles)
    .where(eq(newsArticles.id, id));
  if (!row) throw notFoundError(ARTICLE_NOT_FOUND);
  const [tags, prev, next] = await Promise.all([
    db
      .select({ tagType: newsArticleTags.tagType, tagId: newsArticleTags.tagId, name: newsArticleTags.name })
      .from(newsArticleTags)
      .where(eq(newsArticleTags.articleId, id))
      .orderBy(asc(newsArticleTags.tagType), asc(newsArticleTags.tagId)),
    neighbour(db, row.columnNo, row.publishedAt, id, true),
    neighbour(db, row.columnNo, row.publishedAt, id, false),
  ]);
  const html = linkFirstMentions(renderArticle(row.body), await teamMentions(db, tags));
  return { ...toItem(db, row), html, tags, prev, next };
}

/** The article's tagged teams, by full and short name, with their database pages. */
async function teamMentions(db: Db, tags: { tagType: number; tagId: number }[]): Promise<MentionTarget[]> {
  const ids = tags.filter((t) => t.tagType === ArticleTag.Team).map((t) => t.tagId);
  if (!ids.length) return [];
  const rows = await db
    .select({ id: teams.id, sportId: teams.sportId, name: teams.name, shortName: teams.shortName })
    .from(teams)
    .where(inArray(teams.id, ids))
    .orderBy(asc(teams.id));
  return rows.map((t) => ({ names: [t.name, t.shortName], href: teamHref(t.sportId, t.id) }));
}
