import { index, integer, pgTable, smallint, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Integer balances; every change goes through the ledger in the same transaction. */
export const wallets = pgTable("wallets", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  balance: integer().notNull().default(0),
  ticket: integer().notNull().default(0),
  /** An anchor's gift income (diamonds), kept apart from spendable diamonds until withdrawn. */
  income: integer().notNull().default(0),
});

export const ledger = pgTable(
  "ledger",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tradeType: smallint("trade_type").notNull(),
    currency: varchar({ length: 8 }).notNull().$type<"balance" | "ticket" | "income">(),
    amount: integer().notNull(),
    balanceAfter: integer("balance_after").notNull(),
    remark: varchar({ length: 120 }).notNull().default(""),
    refId: varchar("ref_id", { length: 64 }).notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ledger_user_idx").on(t.userId, t.createdAt)],
);
