import { and, asc, desc, count, eq, gte, ne, sql } from "drizzle-orm";
import { beijingMidnight } from "@/lib/beijing-time";
import {
  WITHDRAW_DAILY_LIMIT_DIAMONDS,
  WITHDRAW_MIN_DIAMONDS,
  WITHDRAWAL_STATUS_LABELS,
  WithdrawalStatus,
  payoutFenOf,
  withdrawFeeOf,
} from "@/lib/codes/pay-settings";
import { TradeType } from "@/lib/codes/trade-types";
import type { Page } from "@/lib/contracts/fields";
import type { Withdrawal, WithdrawInput } from "@/lib/contracts/payments";
import type { AppDeps } from "../../context";
import type { Db, Tx } from "../../db/client";
import { bankCards, withdrawals } from "../../db/schema/payments";
import { users } from "../../db/schema/users";
import { credit, debit, transfer } from "../wallet/ledger";
import { maskCardNumber } from "./bank-bins";
import { ownBoundCard } from "./bank-cards";
import { payErrors } from "./pay-errors";
import { readPayPasswords, verifyPayPassword } from "./pay-password";

type Deps = Pick<AppDeps, "db" | "kv" | "now">;
type Executor = Db | Tx;

/** Income diamonds asked for today (Beijing day), pending and paid; rejected ones came back. */
export async function withdrawnToday(db: Executor, userId: number, now: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${withdrawals.amount}), 0)::int` })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        ne(withdrawals.status, WithdrawalStatus.Rejected),
        gte(withdrawals.createdAt, new Date(beijingMidnight(now))),
      ),
    );
  return row?.total ?? 0;
}

/**
 * Holds the income at once (trade type 3) and leaves the request to an operator. The debit locks
 * the wallet row first, so the day's total read after it already counts every concurrent request.
 */
export async function requestWithdrawal(deps: Deps, userId: number, input: WithdrawInput) {
  const { db } = deps;
  const [plain] = await readPayPasswords(deps.kv, input, [input.payPassword]);
  if (input.amount < WITHDRAW_MIN_DIAMONDS) throw payErrors.withdrawTooSmall();
  const card = await ownBoundCard(db, userId, input.cardId);
  await verifyPayPassword(db, userId, plain, deps.now());
  const at = new Date(deps.now());
  const fee = withdrawFeeOf(input.amount);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(withdrawals)
      .values({
        userId,
        cardId: card.id,
        amount: input.amount,
        fee,
        payoutFen: payoutFenOf(input.amount),
        createdAt: at,
      })
      .returning();
    const income = await debit(tx, {
      userId,
      currency: "income",
      amount: input.amount,
      tradeType: TradeType.Withdrawal,
      remark: `提现至${card.bankName}（尾号${card.cardNumber.slice(-4)}）`,
      refId: `withdrawal:${row.id}`,
      at,
    });
    const today = await withdrawnToday(tx, userId, at.getTime());
    if (today > WITHDRAW_DAILY_LIMIT_DIAMONDS) {
      throw payErrors.dailyLimit(Math.max(WITHDRAW_DAILY_LIMIT_DIAMONDS - (today - input.amount), 0));
    }
    return { withdrawal: withdrawalView(row, card), income };
  });
}

/** Trade type 13: income becomes spendable diamonds, one for one. */
export async function incomeToWallet(db: Db, userId: number, amount: number, now: number) {
  const at = new Date(now);
  return db.transaction(async (tx) => {
    const refId = `to-wallet:${userId}:${now}`;
    const base = { userId, amount, tradeType: TradeType.WithdrawToWallet, refId, at };
    const { fromAfter, toAfter } = await transfer(
      tx,
      { ...base, currency: "income", remark: "收益转入钻石" },
      { ...base, currency: "balance", remark: "收益转入钻石" },
    );
    return { income: fromAfter, balance: toAfter };
  });
}

type WithdrawalRow = typeof withdrawals.$inferSelect;
type CardPart = { bankName: string; cardNumber: string };

function withdrawalView(row: WithdrawalRow, card: CardPart): Withdrawal {
  return {
    id: row.id,
    amount: row.amount,
    fee: row.fee,
    payout: row.payoutFen / 100,
    status: row.status,
    statusName: WITHDRAWAL_STATUS_LABELS[row.status],
    reason: row.reason,
    bankName: card.bankName,
    cardNumber: maskCardNumber(card.cardNumber),
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

export async function listWithdrawals(
  db: Db,
  userId: number,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<Page<Withdrawal>> {
  const rows = await db
    .select({ row: withdrawals, bankName: bankCards.bankName, cardNumber: bankCards.cardNumber })
    .from(withdrawals)
    .innerJoin(bankCards, eq(bankCards.id, withdrawals.cardId))
    .where(eq(withdrawals.userId, userId))
    .orderBy(desc(withdrawals.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [{ total }] = await db
    .select({ total: count() })
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId));
  return { list: rows.map((r) => withdrawalView(r.row, r)), total, page, pageSize };
}

export type PendingWithdrawal = {
  id: number;
  userId: number;
  nickName: string;
  mobile: string;
  amount: number;
  fee: number;
  payout: number;
  bankName: string;
  cardNumber: string;
  holder: string;
  createdAt: string;
};

/** The operator's queue, oldest first, with the full card number to pay to. */
export async function pendingWithdrawals(db: Db): Promise<PendingWithdrawal[]> {
  const rows = await db
    .select({
      id: withdrawals.id,
      userId: withdrawals.userId,
      nickName: users.nickName,
      mobile: users.mobile,
      amount: withdrawals.amount,
      fee: withdrawals.fee,
      payoutFen: withdrawals.payoutFen,
      bankName: bankCards.bankName,
      cardNumber: bankCards.cardNumber,
      holder: bankCards.holder,
      createdAt: withdrawals.createdAt,
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .innerJoin(bankCards, eq(bankCards.id, withdrawals.cardId))
    .where(eq(withdrawals.status, WithdrawalStatus.Pending))
    .orderBy(asc(withdrawals.id));
  return rows.map(({ payoutFen, createdAt, ...r }) => ({
    ...r,
    payout: payoutFen / 100,
    createdAt: createdAt.toISOString(),
  }));
}

/** Paid out: the held income is gone for good. */
export async function approveWithdrawal(db: Db, withdrawalId: number, now: number) {
  const [row] = await db
    .update(withdrawals)
    .set({ status: WithdrawalStatus.Paid, reviewedAt: new Date(now) })
    .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.status, WithdrawalStatus.Pending)))
    .returning({ userId: withdrawals.userId, payoutFen: withdrawals.payoutFen });
  if (!row) throw payErrors.withdrawalNotPending();
  return { userId: row.userId, payout: row.payoutFen / 100 };
}

/** Rejected: the whole held amount returns to income (trade type 6) in the same transaction. */
export async function rejectWithdrawal(db: Db, withdrawalId: number, reason: string, now: number) {
  const at = new Date(now);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(withdrawals)
      .set({ status: WithdrawalStatus.Rejected, reason, reviewedAt: at })
      .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.status, WithdrawalStatus.Pending)))
      .returning({ userId: withdrawals.userId, amount: withdrawals.amount });
    if (!row) throw payErrors.withdrawalNotPending();
    await credit(tx, {
      userId: row.userId,
      currency: "income",
      amount: row.amount,
      tradeType: TradeType.Refund,
      remark: `提现驳回退回：${reason}`,
      refId: `withdrawal:${withdrawalId}`,
      at,
    });
    return { userId: row.userId, amount: row.amount };
  });
}
