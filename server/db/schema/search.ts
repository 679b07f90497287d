import { index, integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

/** Every searched word with its count; the hot list is the most searched. */
export const searchWords = pgTable(
  "search_words",
  {
    word: varchar({ length: 40 }).primaryKey(),
    hits: integer().notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("search_words_hits_idx").on(t.hits)],
);
