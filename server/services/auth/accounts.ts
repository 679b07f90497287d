import { avatarSeedOf, generatedAvatarUrl } from "@/lib/avatar/generated-avatar";
import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/users";
import { wallets } from "../../db/schema/wallet";
import { mobileRegistered } from "../sms/sms-errors";
import { nicknameTaken } from "./auth-errors";

const account = {
  id: users.id,
  mobile: users.mobile,
  nickName: users.nickName,
  passwordHash: users.passwordHash,
  failedLogins: users.failedLogins,
  lockedUntil: users.lockedUntil,
};

export type Account = { [K in keyof typeof account]: (typeof users.$inferSelect)[K] };

export async function findAccountByMobile(db: Db, mobile: string): Promise<Account | null> {
  const [row] = await db.select(account).from(users).where(eq(users.mobile, mobile)).limit(1);
  return row ?? null;
}

export async function findAccountById(db: Db, id: number): Promise<Account | null> {
  const [row] = await db.select(account).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function isNickNameTaken(db: Db, nickName: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.nickName, nickName)).limit(1);
  return Boolean(row);
}

// 球迷 + 4 digits; once those are mostly taken, longer numbers keep sign-up from failing.
function fanNickName(attempt: number): string {
  const digits = attempt < 12 ? 4 : 6;
  return `球迷${String(randomInt(0, 10 ** digits)).padStart(digits, "0")}`;
}

type NewAccount = { mobile: string; nickName?: string; passwordHash?: string };

/** User and wallet in one transaction; a taken mobile or chosen nickname is a business failure. */
export async function createAccount(db: Db, input: NewAccount, now: number): Promise<Account> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const nickName = input.nickName ?? fanNickName(attempt);
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          mobile: input.mobile,
          nickName,
          portrait: generatedAvatarUrl(avatarSeedOf(input.mobile)),
          passwordHash: input.passwordHash ?? "",
          createdAt: new Date(now),
        })
        .onConflictDoNothing()
        .returning(account);
      if (row) await tx.insert(wallets).values({ userId: row.id });
      return row;
    });
    if (created) return created;
    if (await findAccountByMobile(db, input.mobile)) throw mobileRegistered();
    if (input.nickName) throw nicknameTaken();
  }
  throw new Error("could not find a free nickname");
}

/** A new password also lifts any lock: the owner proved themselves by SMS or by the old password. */
export async function setPasswordHash(db: Db, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, failedLogins: 0, lockedUntil: null })
    .where(eq(users.id, userId));
}
