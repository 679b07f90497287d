import {
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
import type { SportId } from "../../../lib/codes/sports";
import { leagues } from "./sports";
import { teams } from "./teams";
import { users } from "./users";

/** A fan circle of a league or a club (英超圈, 皇马圈); counts are kept with every join and post. */
export const circles = pgTable(
  "circles",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: varchar({ length: 20 }).notNull(),
    intro: varchar({ length: 200 }).notNull().default(""),
    sportId: smallint("sport_id").notNull().$type<SportId>(),
    leagueId: integer("league_id").references(() => leagues.id, { onDelete: "set null" }),
    teamId: integer("team_id").references(() => teams.id, { onDelete: "set null" }),
    /** Colour of the circle's badge (the club's or the league's). */
    colour: varchar({ length: 7 }).notNull().default("#1f7a4d"),
    sortOrder: integer("sort_order").notNull().default(0),
    memberCount: integer("member_count").notNull().default(0),
    postCount: integer("post_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("circles_name_idx").on(t.name), index("circles_team_idx").on(t.teamId)],
);

export const circleMembers = pgTable(
  "circle_members",
  {
    circleId: integer("circle_id")
      .notNull()
      .references(() => circles.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.circleId, t.userId] }), index("circle_members_user_idx").on(t.userId)],
);

/** A fan's post in a circle: text plus up to 9 of the author's uploads; status 0 shown, 1 deleted. */
export const posts = pgTable(
  "posts",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    circleId: integer("circle_id")
      .notNull()
      .references(() => circles.id, { onDelete: "cascade" }),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: varchar({ length: 60 }).notNull(),
    content: varchar({ length: 2200 }).notNull(),
    /** Uploaded image urls, JSON array (at most 9). */
    images: text().notNull().default("[]"),
    likeCount: integer("like_count").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    collectCount: integer("collect_count").notNull().default(0),
    status: smallint().notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("posts_circle_idx").on(t.circleId, t.createdAt),
    index("posts_author_idx").on(t.authorId, t.createdAt),
    index("posts_created_idx").on(t.createdAt),
  ],
);

/** One like per user and post; like_count moves in the same transaction as the row. */
export const postLikes = pgTable(
  "post_likes",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index("post_likes_user_idx").on(t.userId)],
);

export const postCollects = pgTable(
  "post_collects",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index("post_collects_user_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * Comments two levels deep: a comment on the post (rootId null), and replies under it (rootId the
 * comment; replyToId the comment or reply answered, shown as 回复 @nickName).
 */
export const postComments = pgTable(
  "post_comments",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rootId: integer("root_id"),
    replyToId: integer("reply_to_id"),
    replyToUserId: integer("reply_to_user_id").references(() => users.id, { onDelete: "set null" }),
    content: varchar({ length: 400 }).notNull(),
    likeCount: integer("like_count").notNull().default(0),
    replyCount: integer("reply_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("post_comments_post_idx").on(t.postId, t.rootId, t.createdAt),
    index("post_comments_root_idx").on(t.rootId),
  ],
);

export const commentLikes = pgTable(
  "comment_likes",
  {
    commentId: integer("comment_id")
      .notNull()
      .references(() => postComments.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

/** What a user hid for themself: a post (type 1) or everything by an author (type 2). */
export const postShields = pgTable(
  "post_shields",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetType: smallint("target_type").notNull(),
    targetId: integer("target_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.targetType, t.targetId] })],
);

/** A reader's report of a post to the operators; status 0 pending, 1 handled, 2 dismissed. */
export const postReports = pgTable(
  "post_reports",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    reporterId: integer("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: smallint().notNull(),
    content: varchar({ length: 200 }).notNull().default(""),
    status: smallint().notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("post_reports_pair_idx").on(t.postId, t.reporterId),
    index("post_reports_status_idx").on(t.status, t.createdAt),
  ],
);

/** 意见反馈 from the helper panel. */
export const feedback = pgTable(
  "feedback",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: smallint().notNull(),
    content: varchar({ length: 500 }).notNull(),
    contact: varchar({ length: 40 }).notNull().default(""),
    page: varchar({ length: 200 }).notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("feedback_user_idx").on(t.userId, t.createdAt)],
);
