import { integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "./users";

export const experts = pgTable("experts", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  title: varchar({ length: 40 }).notNull(),
  intro: text().notNull().default(""),
  /** Comma-separated specialities, e.g. 英超,欧冠. */
  tags: varchar({ length: 120 }).notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
