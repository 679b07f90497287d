import { sql } from "drizzle-orm";
import { index, integer, pgTable, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type {
  PayChannelCode,
  RechargeStatusCode,
  WithdrawalStatusCode,
} from "../../../lib/codes/pay-settings";
import { users } from "./users";

const at = (name: string) => timestamp(name, { withTimezone: true });
const userRef = () =>
  integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** A top-up waiting for, or settled by, the payment provider; credited once (trade type 1). */
export const rechargeOrders = pgTable(
  "recharge_orders",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderNo: varchar("order_no", { length: 32 }).notNull(),
    userId: userRef(),
    /** What the payer pays, in fen. */
    amountFen: integer("amount_fen").notNull(),
    diamonds: integer().notNull(),
    channel: varchar({ length: 8 }).notNull().$type<PayChannelCode>(),
    provider: varchar({ length: 16 }).notNull(),
    status: varchar({ length: 8 }).notNull().default("pending").$type<RechargeStatusCode>(),
    /** The provider's own trade number, known once paid. */
    providerRef: varchar("provider_ref", { length: 64 }).notNull().default(""),
    expiresAt: at("expires_at").notNull(),
    paidAt: at("paid_at"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("recharge_orders_no_idx").on(t.orderNo),
    index("recharge_orders_user_idx").on(t.userId, t.createdAt),
    index("recharge_orders_open_idx")
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Every provider notification already acted on, by its own id: a replay finds its row and does nothing. */
export const paymentNotifications = pgTable("payment_notifications", {
  notifyId: varchar("notify_id", { length: 64 }).primaryKey(),
  orderNo: varchar("order_no", { length: 32 }).notNull(),
  receivedAt: at("received_at").notNull().defaultNow(),
});

/** A bank card a user withdraws to; removed cards stay for the withdrawals that name them. */
export const bankCards = pgTable(
  "bank_cards",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    cardNumber: varchar("card_number", { length: 19 }).notNull(),
    bankName: varchar("bank_name", { length: 16 }).notNull(),
    holder: varchar({ length: 32 }).notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    removedAt: at("removed_at"),
  },
  (t) => [
    uniqueIndex("bank_cards_user_number_idx")
      .on(t.userId, t.cardNumber)
      .where(sql`${t.removedAt} is null`),
  ],
);

/** The six-digit pay password (scrypt hash), locked for a while after five wrong tries. */
export const payPasswords = pgTable("pay_passwords", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  hash: varchar({ length: 160 }).notNull(),
  failedTries: integer("failed_tries").notNull().default(0),
  lockedUntil: at("locked_until"),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/** Income held (trade type 3) until an operator pays it out or rejects it (the amount returns). */
export const withdrawals = pgTable(
  "withdrawals",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    cardId: integer("card_id")
      .notNull()
      .references(() => bankCards.id),
    /** Income diamonds held, the fee included. */
    amount: integer().notNull(),
    fee: integer().notNull(),
    payoutFen: integer("payout_fen").notNull(),
    status: varchar({ length: 8 }).notNull().default("pending").$type<WithdrawalStatusCode>(),
    reason: varchar({ length: 200 }).notNull().default(""),
    reviewedAt: at("reviewed_at"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("withdrawals_user_idx").on(t.userId, t.createdAt),
    index("withdrawals_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
