import { eq } from "drizzle-orm";
import type { PayAccount } from "@/lib/contracts/payments";
import type { Db } from "../../db/client";
import { wallets } from "../../db/schema/wallet";
import { users } from "../../db/schema/users";
import { getBalances } from "../wallet/balances";
import { payPasswordState } from "./pay-password";
import { withdrawnToday } from "./withdraw";

/** What the wallet page shows at the top: balances, income, pay-password state, today's withdrawals. */
export async function payAccount(db: Db, userId: number, now: number): Promise<PayAccount> {
  const { balance, ticket } = await getBalances(db, userId);
  const [wallet] = await db
    .select({ income: wallets.income })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  const [user] = await db
    .select({ realName: users.realName, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, userId));
  const pass = await payPasswordState(db, userId, now);
  return {
    balance,
    ticket,
    income: wallet?.income ?? 0,
    payPasswordSet: pass.set,
    payPasswordLockedUntil: pass.lockedUntil?.toISOString() ?? null,
    realName: user?.realName ?? "",
    mobile: user ? `${user.mobile.slice(0, 3)}****${user.mobile.slice(-4)}` : "",
    withdrawnToday: await withdrawnToday(db, userId, now),
  };
}
