import { index, integer, pgTable, smallint, text, timestamp, varchar } from "drizzle-orm/pg-core";

/** Codes sent by SMS; the outbox provider also keeps the plain text for development. */
export const smsCodes = pgTable(
  "sms_codes",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    mobile: varchar({ length: 11 }).notNull(),
    type: smallint().notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sms_codes_mobile_idx").on(t.mobile, t.type, t.createdAt)],
);

export const smsOutbox = pgTable("sms_outbox", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  mobile: varchar({ length: 11 }).notNull(),
  content: text().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
