import { sql } from "drizzle-orm";
import {
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 100001 }),
    mobile: varchar({ length: 11 }).notNull(),
    nickName: varchar("nick_name", { length: 32 }).notNull(),
    portrait: text().notNull().default(""),
    level: integer(),
    /**
     * Followers from outside this site's own rows (the demo anchors' audience, services/rooms/
     * fan-base.ts); a user's 粉丝 count is this plus their real follow rows, so following and
     * unfollowing still move it by one.
     */
    fanBase: integer("fan_base").notNull().default(0),
    isAnchor: smallint("is_anchor").notNull().default(0),
    isExpert: smallint("is_expert").notNull().default(0),
    signature: varchar({ length: 120 }).notNull().default(""),
    gender: smallint().notNull().default(0),
    birthday: varchar({ length: 10 }).notNull().default(""),
    city: varchar({ length: 40 }).notNull().default(""),
    /** scrypt$N$salt$hash (services/auth/password-hash.ts); empty until the user sets a password. */
    passwordHash: text("password_hash").notNull().default(""),
    failedLogins: integer("failed_logins").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    realName: varchar("real_name", { length: 32 }).notNull().default(""),
    idCardMasked: varchar("id_card_masked", { length: 18 }).notNull().default(""),
    idCardHash: text("id_card_hash").notNull().default(""),
    realNameAt: timestamp("real_name_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_mobile_idx").on(t.mobile),
    uniqueIndex("users_nick_name_idx").on(t.nickName),
    // One ID card verifies one account; unverified users share the empty hash.
    uniqueIndex("users_id_card_idx")
      .on(t.idCardHash)
      .where(sql`${t.idCardHash} <> ''`),
  ],
);

export const sessions = pgTable("sessions", {
  tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});

export const follows = pgTable(
  "follows",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetId: integer("target_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("follows_pair_idx").on(t.userId, t.targetId),
    index("follows_target_idx").on(t.targetId),
  ],
);
