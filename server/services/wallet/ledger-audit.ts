import { eq, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ledger, wallets } from "../../db/schema/wallet";

export type LedgerMismatch = {
  userId: number;
  balance: number;
  ledgerBalance: number;
  ticket: number;
  ledgerTicket: number;
  income: number;
  ledgerIncome: number;
};

/** Wallets whose balances differ from the sum of their ledger rows; empty when the books agree. */
export async function findLedgerMismatches(db: Db): Promise<LedgerMismatch[]> {
  const sumOf = (currency: string) =>
    sql<number>`coalesce(sum(case when ${ledger.currency} = ${currency} then ${ledger.amount} end), 0)::int`;
  const sums = db
    .select({
      userId: ledger.userId,
      balance: sumOf("balance").as("l_balance"),
      ticket: sumOf("ticket").as("l_ticket"),
      income: sumOf("income").as("l_income"),
    })
    .from(ledger)
    .groupBy(ledger.userId)
    .as("sums");
  const ledgerBalance = sql<number>`coalesce(${sums.balance}, 0)`;
  const ledgerTicket = sql<number>`coalesce(${sums.ticket}, 0)`;
  const ledgerIncome = sql<number>`coalesce(${sums.income}, 0)`;
  // Ledger rows without a wallet would also be a fault; wallets are created with every credit.
  return db
    .select({
      userId: wallets.userId,
      balance: wallets.balance,
      ledgerBalance: sql<number>`${ledgerBalance}::int`,
      ticket: wallets.ticket,
      ledgerTicket: sql<number>`${ledgerTicket}::int`,
      income: wallets.income,
      ledgerIncome: sql<number>`${ledgerIncome}::int`,
    })
    .from(wallets)
    .leftJoin(sums, eq(sums.userId, wallets.userId))
    .where(
      or(
        ne(wallets.balance, ledgerBalance),
        ne(wallets.ticket, ledgerTicket),
        ne(wallets.income, ledgerIncome),
      ),
    );
}
