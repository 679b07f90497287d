import { eq } from "drizzle-orm";
import type { Balances } from "@/lib/contracts/wallet";
import type { Db } from "../../db/client";
import { wallets } from "../../db/schema/wallet";
import { users } from "../../db/schema/users";
import { userErrors } from "../user/user-errors";

/** A user's balances; the wallet row is created (empty, so the ledger still sums to it) on first read. */
export async function getBalances(db: Db, userId: number): Promise<Balances> {
  const [row] = await db
    .select({ balance: wallets.balance, ticket: wallets.ticket })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  if (row) return row;
  await db.insert(wallets).values({ userId }).onConflictDoNothing();
  return { balance: 0, ticket: 0 };
}

/** The second user-info form of SPEC §3: the live-room family reads coins as the diamond balance. */
export async function coinUserInfo(db: Db, userId: number) {
  const [user] = await db
    .select({ userId: users.id, nickName: users.nickName, portrait: users.portrait, level: users.level })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw userErrors.userNotFound();
  const { balance } = await getBalances(db, userId);
  return { ...user, balance, coin: balance };
}
