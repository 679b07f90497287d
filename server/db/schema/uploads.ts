import { index, integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Every stored upload with its owner, so a portrait can only point at the user's own image. */
export const uploads = pgTable(
  "uploads",
  {
    /** Relative to UPLOAD_DIR and to `/uploads/`: yyyymm/<random>.<ext>. */
    path: varchar({ length: 64 }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mime: varchar({ length: 16 }).notNull(),
    bytes: integer().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("uploads_user_idx").on(t.userId, t.createdAt)],
);
