import { index, integer, pgTable, smallint, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { ChatRole } from "../../../lib/contracts/room-stream";
import { matches } from "./matches";
import { rooms } from "./rooms";
import { users } from "./users";

/**
 * Chat of anchor rooms (roomId set) and of match groups (matchId set, the first chat family).
 * Exactly one of the two is set; the page query walks (scope, id) backwards.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    roomId: integer("room_id").references(() => rooms.id, { onDelete: "cascade" }),
    matchId: integer("match_id").references(() => matches.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: varchar({ length: 400 }).notNull(),
    /** The sender's role when it was sent, for the 主播 / 房管 badge in history. */
    role: varchar({ length: 8 }).notNull().$type<ChatRole>(),
    barrageId: smallint("barrage_id"),
    platform: smallint().notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("chat_messages_room_idx").on(t.roomId, t.id),
    index("chat_messages_match_idx").on(t.matchId, t.id),
  ],
);

/** A mute: the user may not send in the room until `until`. One row per room and user. */
export const roomForbids = pgTable(
  "room_forbids",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    roomId: integer("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    operatorId: integer("operator_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    until: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("room_forbids_user_idx").on(t.roomId, t.userId),
    index("room_forbids_until_idx").on(t.roomId, t.until),
  ],
);

/** Room managers (房管), appointed by the room's anchor. */
export const roomManagers = pgTable(
  "room_managers",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    roomId: integer("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("room_managers_user_idx").on(t.roomId, t.userId)],
);

/**
 * Welcome line and notice of a chat scope ("room:{id}" or "match:{id}"); without a row the
 * service uses its defaults (and a room's own `rooms.notice`).
 */
export const chatWelcomes = pgTable("chat_welcomes", {
  scope: varchar({ length: 32 }).primaryKey(),
  welcome: varchar({ length: 200 }).notNull().default(""),
  notice: varchar({ length: 200 }).notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
