import { and, eq, gte, sql } from "drizzle-orm";
import type { TradeTypeCode } from "@/lib/codes/trade-types";
import type { Db, Tx } from "../../db/client";
import { ledger, wallets } from "../../db/schema/wallet";
import { walletErrors } from "./wallet-errors";

/** balance = diamonds, ticket = tickets, income = an anchor's gift income. */
export type Currency = "balance" | "ticket" | "income";
type Executor = Db | Tx;

/** One side of a balance change; `amount` is a positive integer, the direction is debit or credit. */
export type Movement = {
  userId: number;
  currency: Currency;
  amount: number;
  tradeType: TradeTypeCode;
  remark: string;
  refId?: string | number;
  /** When it happened (the app clock); the database time otherwise. */
  at?: Date;
};

const column = { balance: wallets.balance, ticket: wallets.ticket, income: wallets.income } as const;

function assertAmount(m: Movement) {
  if (!Number.isSafeInteger(m.amount) || m.amount <= 0) {
    throw new Error(`wallet movement needs a positive integer amount, got ${m.amount}`);
  }
}

async function record(tx: Executor, m: Movement, signed: number, balanceAfter: number) {
  await tx.insert(ledger).values({
    userId: m.userId,
    tradeType: m.tradeType,
    currency: m.currency,
    amount: signed,
    balanceAfter,
    remark: m.remark.slice(0, 120),
    refId: m.refId === undefined ? "" : String(m.refId),
    ...(m.at ? { createdAt: m.at } : {}),
  });
}

/**
 * Takes `amount` only if the balance covers it: the conditional update is atomic, so concurrent
 * debits can never overdraw. Returns the balance after; run inside the caller's transaction.
 */
export async function debit(tx: Executor, m: Movement): Promise<number> {
  assertAmount(m);
  const col = column[m.currency];
  const [row] = await tx
    .update(wallets)
    .set({ [m.currency]: sql`${col} - ${m.amount}` })
    .where(and(eq(wallets.userId, m.userId), gte(col, m.amount)))
    .returning({ after: col });
  if (!row) throw walletErrors.insufficient(m.currency);
  await record(tx, m, -m.amount, row.after);
  return row.after;
}

/** Adds `amount`, creating the wallet when the user has none yet. Returns the balance after. */
export async function credit(tx: Executor, m: Movement): Promise<number> {
  assertAmount(m);
  const col = column[m.currency];
  const [row] = await tx
    .insert(wallets)
    .values({ userId: m.userId, [m.currency]: m.amount })
    .onConflictDoUpdate({ target: wallets.userId, set: { [m.currency]: sql`${col} + ${m.amount}` } })
    .returning({ after: col });
  await record(tx, m, m.amount, row.after);
  return row.after;
}

/**
 * A debit from one user and a credit to another (amounts may differ, e.g. the anchor's share).
 * Wallet rows are locked in user-id order, so two transfers in opposite directions cannot deadlock.
 */
export async function transfer(tx: Executor, from: Movement, to: Movement) {
  if (from.userId <= to.userId) {
    const fromAfter = await debit(tx, from);
    return { fromAfter, toAfter: await credit(tx, to) };
  }
  const toAfter = await credit(tx, to);
  return { fromAfter: await debit(tx, from), toAfter };
}
