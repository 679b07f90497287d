/**
 * # News desk
 *
 * news_articles: every article (editorial pieces, the product's match reports and previews), its
 * body stored as Markdown and rendered on the server through an allow-list sanitizer
 * (services/news/markdown.ts). Columns are the fixed list of lib/codes/news.ts: an article keeps
 * its own column (a league's or a sport's) and its sport, so the 足球 / 篮球 tabs list a sport and
 * 头条 lists all. `read_count` is flushed from an in-memory tally (services/news/read-counts.ts),
 * never written per view. A match has at most one article of each generated kind.
 * news_article_tags: teams, leagues, players and matches an article is about (related news, links).
 * news_collects: a user's collected articles. news_comments: readers' comments, masked like chat.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import type { ArticleKindCode, ArticleTagCode } from "@/lib/codes/news";
import type { SportId } from "@/lib/codes/sports";
import { matches } from "./matches";
import { users } from "./users";

export const newsArticles = pgTable(
  "news_articles",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 10001 }),
    kind: smallint().notNull().$type<ArticleKindCode>(),
    columnNo: smallint("column_no").notNull(),
    sportId: smallint("sport_id").notNull().$type<SportId>(),
    title: varchar({ length: 80 }).notNull(),
    summary: varchar({ length: 200 }).notNull(),
    /** Markdown; rendered and sanitized on the server, never trusted as HTML. */
    body: text().notNull(),
    /** A byline (编辑部, a columnist) for generated and editorial pieces alike. */
    authorName: varchar("author_name", { length: 24 }).notNull(),
    /** A signed-up author, when there is one (lists filter by `authorId`). */
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    /** The report's or preview's match; editorial pieces may name one too. */
    matchId: integer("match_id").references(() => matches.id, { onDelete: "set null" }),
    /** Pinned to the 头条 carousel. */
    headline: boolean().notNull().default(false),
    readCount: integer("read_count").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("news_articles_published_idx").on(t.publishedAt),
    index("news_articles_column_idx").on(t.columnNo, t.publishedAt),
    index("news_articles_sport_idx").on(t.sportId, t.publishedAt),
    index("news_articles_author_idx").on(t.authorId, t.publishedAt),
    uniqueIndex("news_articles_match_kind_idx")
      .on(t.matchId, t.kind)
      .where(sql`${t.matchId} is not null and ${t.kind} <> 1`),
  ],
);

export const newsArticleTags = pgTable(
  "news_article_tags",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => newsArticles.id, { onDelete: "cascade" }),
    tagType: smallint("tag_type").notNull().$type<ArticleTagCode>(),
    tagId: integer("tag_id").notNull(),
    /** The team's, league's or player's name as the article says it (team links inside the text). */
    name: varchar({ length: 40 }).notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.tagType, t.tagId] }),
    index("news_article_tags_tag_idx").on(t.tagType, t.tagId),
  ],
);

export const newsCollects = pgTable(
  "news_collects",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    articleId: integer("article_id")
      .notNull()
      .references(() => newsArticles.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.articleId] }),
    index("news_collects_user_idx").on(t.userId, t.createdAt),
  ],
);

export const newsComments = pgTable(
  "news_comments",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    articleId: integer("article_id")
      .notNull()
      .references(() => newsArticles.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Already masked (chat's sensitive-word list); shown as text only. */
    content: varchar({ length: 300 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("news_comments_article_idx").on(t.articleId, t.id)],
);
