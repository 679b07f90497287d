import { eq } from "drizzle-orm";
import { TradeType } from "@/lib/codes/trade-types";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/users";
import { userErrors } from "../user/user-errors";
import { credit, debit } from "../wallet/ledger";

/** What an operator may do to a wallet's diamonds from `npm run ops`. */
export const OPERATOR_MOVES = {
  "top-up": { tradeType: TradeType.ManualTopUp, direction: "credit", remark: "人工充值" },
  gift: { tradeType: TradeType.SystemGift, direction: "credit", remark: "系统赠送" },
  deduct: { tradeType: TradeType.SystemDeduction, direction: "debit", remark: "系统扣除" },
} as const;
export type OperatorMove = keyof typeof OPERATOR_MOVES;

/** Moves diamonds through the ledger (14, 7 or 8); a deduction never takes more than the balance. */
export async function operatorMove(
  db: Db,
  move: OperatorMove,
  input: { userId: number; amount: number; note: string },
  now: number,
) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
  if (!user) throw userErrors.userNotFound();
  const rule = OPERATOR_MOVES[move];
  const movement = {
    userId: input.userId,
    currency: "balance" as const,
    amount: input.amount,
    tradeType: rule.tradeType,
    remark: input.note ? `${rule.remark}：${input.note}` : rule.remark,
    refId: `ops:${move}`,
    at: new Date(now),
  };
  const balance = await db.transaction((tx) =>
    rule.direction === "credit" ? credit(tx, movement) : debit(tx, movement),
  );
  return { userId: input.userId, balance };
}
