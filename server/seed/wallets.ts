import type { Db } from "../db/client";
import { ledger, wallets } from "../db/schema/wallet";
import { TradeType } from "../../lib/codes/trade-types";

type Opening = { userId: number; balance: number; ticket: number };

/** Opening balances arrive as system gifts, so the ledger sums to the balance from the start. */
export async function grantOpeningBalances(db: Db, openings: Opening[]) {
  if (!openings.length) return;
  await db.insert(wallets).values(openings);
  const gift = (userId: number, currency: "balance" | "ticket", amount: number, remark: string) => ({
    userId,
    tradeType: TradeType.SystemGift,
    currency,
    amount,
    balanceAfter: amount,
    remark,
  });
  const rows = openings.flatMap(({ userId, balance, ticket }) => [
    ...(balance > 0 ? [gift(userId, "balance", balance, "新用户钻石礼包")] : []),
    ...(ticket > 0 ? [gift(userId, "ticket", ticket, "新用户球票礼包")] : []),
  ]);
  if (rows.length) await db.insert(ledger).values(rows);
}
