import { index, integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { matches } from "./matches";
import { users } from "./users";

/** Matches a signed-in user follows (关注 / 收藏): the collect page and the star on every list row. */
export const matchFollows = pgTable(
  "match_follows",
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
    index("match_follows_user_idx").on(t.userId, t.createdAt),
    index("match_follows_match_idx").on(t.matchId),
  ],
);
