import { index, integer, pgTable, primaryKey, smallint, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { matches } from "./matches";
import { rooms } from "./rooms";
import { users } from "./users";

/** One broadcast of a room, from publish to unpublish (开播记录, /api/history/list). */
export const liveSessions = pgTable(
  "live_sessions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    roomId: integer("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    title: varchar({ length: 60 }).notNull(),
    matchId: integer("match_id").references(() => matches.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    /** null while the broadcast goes on. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    peakHeat: integer("peak_heat").notNull().default(0),
  },
  (t) => [index("live_sessions_room_idx").on(t.roomId, t.startedAt)],
);

/** Matches an anchor plans to commentate (主播赛程, /v/anchor-add, /api/match/list). */
export const anchorSchedules = pgTable(
  "anchor_schedules",
  {
    roomId: integer("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.matchId] }), index("anchor_schedules_match_idx").on(t.matchId)],
);

/** A fan's reservation of a match (预约, /api/match/reserve): reminded when it starts. */
export const matchReservations = pgTable(
  "match_reservations",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.matchId] }),
    index("match_reservations_match_idx").on(t.matchId),
  ],
);

/** A viewer's report of a room (举报, /api/report/add). status 0 pending, 1 handled, 2 dismissed. */
export const roomReports = pgTable(
  "room_reports",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    roomId: integer("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    reporterId: integer("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: smallint().notNull(),
    content: varchar({ length: 200 }).notNull().default(""),
    /** Uploaded screenshot urls, JSON array. */
    images: text().notNull().default("[]"),
    status: smallint().notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("room_reports_reporter_idx").on(t.reporterId, t.createdAt),
    index("room_reports_room_idx").on(t.roomId, t.createdAt),
  ],
);

/** Applications to become an anchor (主播认证). status 0 pending, 1 approved, 2 rejected. */
export const anchorAudits = pgTable(
  "anchor_audits",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    navId: integer("nav_id").notNull(),
    roomTitle: varchar("room_title", { length: 60 }).notNull(),
    intro: varchar({ length: 300 }).notNull(),
    experience: varchar({ length: 300 }).notNull().default(""),
    contact: varchar({ length: 40 }).notNull().default(""),
    status: smallint().notNull().default(0),
    rejectReason: varchar("reject_reason", { length: 200 }).notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (t) => [index("anchor_audits_user_idx").on(t.userId, t.createdAt)],
);

/** Home and live-page carousels (/api/banner/list). jumpType/innerId follow SPEC §2's jump helper. */
export const banners = pgTable("banners", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** 1 home, 2 live pages. */
  position: smallint().notNull(),
  title: varchar({ length: 60 }).notNull(),
  image: text().notNull(),
  jumpType: smallint("jump_type").notNull().default(1),
  innerId: integer("inner_id"),
  targetId: integer("target_id"),
  url: text().notNull().default(""),
  sort: integer().notNull().default(0),
});

/** An anchor's posts in their space (主播动态, /v/anchor-zone). */
export const anchorDynamics = pgTable(
  "anchor_dynamics",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    anchorId: integer("anchor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: varchar({ length: 500 }).notNull(),
    /** Uploaded image urls, JSON array (at most 9). */
    images: text().notNull().default("[]"),
    likeCount: integer("like_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("anchor_dynamics_anchor_idx").on(t.anchorId, t.createdAt)],
);
