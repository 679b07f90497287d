import { sql } from "drizzle-orm";
import {
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * What the site (box 1, 系统通知) and other people (box 2, 互动消息) tell a user: written only by
 * services/notices/notify.ts. `dedupeKey` makes a notice that may be raised twice (a reminder
 * sweep, a retried hook) land once per user.
 */
export const notices = pgTable(
  "notices",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    box: smallint().notNull(),
    kind: varchar({ length: 16 }).notNull(),
    title: varchar({ length: 60 }).notNull(),
    content: varchar({ length: 500 }).notNull().default(""),
    link: varchar({ length: 200 }).notNull().default(""),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    dedupeKey: varchar("dedupe_key", { length: 80 }),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notices_user_box_idx").on(t.userId, t.box, t.createdAt),
    index("notices_unread_idx")
      .on(t.userId, t.box)
      .where(sql`${t.readAt} is null`),
    uniqueIndex("notices_dedupe_idx")
      .on(t.userId, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
  ],
);

/**
 * Experience a user earned per Beijing day and source (lib/codes/user-levels.ts): one row each,
 * capped per day; the sum over all rows is the user's experience and `users.level` follows from it.
 */
export const experienceDays = pgTable(
  "experience_days",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: varchar({ length: 10 }).notNull(),
    source: smallint().notNull(),
    points: integer().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.source] })],
);
