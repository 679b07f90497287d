import { and, eq, gte, isNull, lte, or, sql } from "drizzle-orm";
import { SmsType } from "@/lib/codes/sms-types";
import { loginPasswordPlain, type TokenData } from "@/lib/contracts/auth";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/users";
import { parseOrBadRequest } from "../../errors/parse-input";
import { consumeCode } from "../sms/sms-codes";
import { accountLocked, noPasswordForLogin, wrongCredentials } from "./auth-errors";
import { createAccount, findAccountByMobile, type Account } from "./accounts";
import { decryptWithDynamicKey } from "./dynamic-key";
import { verifyAgainstDecoy, verifyPassword } from "./password-hash";
import { createSession } from "./sessions";

export const MAX_WRONG_PASSWORDS = 5;
export const LOCK_MS = 30 * 60_000;

type Deps = Pick<AppDeps, "db" | "kv" | "now">;

export async function startSession(
  db: Db,
  userId: number,
  keepLogin: boolean,
  now: number,
): Promise<TokenData> {
  const { token, expiresAt } = await createSession(db, userId, keepLogin, now);
  return { token, expiresAt: expiresAt.toISOString() };
}

/** Code login; an unknown number becomes a new account (nickname 球迷 + digits, empty wallet). */
export async function loginWithCode(
  { db, now }: Deps,
  input: { mobile: string; verifyCode: string; keepLogin: boolean },
): Promise<TokenData> {
  const at = now();
  await consumeCode(db, { mobile: input.mobile, type: SmsType.Login, code: input.verifyCode }, at);
  const user =
    (await findAccountByMobile(db, input.mobile)) ?? (await createAccount(db, { mobile: input.mobile }, at));
  await clearFailures(db, user.id);
  return startSession(db, user.id, input.keepLogin, at);
}

/** Password login; five wrong passwords lock the account for 30 minutes. */
export async function loginWithPassword(
  { db, kv, now }: Deps,
  input: { mobile: string; password: string; key: string; iv: string; keepLogin: boolean },
): Promise<TokenData> {
  const [plain] = await decryptWithDynamicKey(kv, input, [input.password]);
  const password = parseOrBadRequest(loginPasswordPlain, plain);
  const at = now();
  const user = await findAccountByMobile(db, input.mobile);
  if (!user) {
    await verifyAgainstDecoy(password);
    throw wrongCredentials();
  }
  if (isLocked(user, at)) throw accountLocked(user.lockedUntil!, at);
  if (!user.passwordHash) throw noPasswordForLogin();
  if (!(await verifyPassword(password, user.passwordHash))) {
    await recordWrongPassword(db, user.id, at);
    throw wrongCredentials();
  }
  await clearFailures(db, user.id);
  return startSession(db, user.id, input.keepLogin, at);
}

const isLocked = (user: Account, at: number) => user.lockedUntil !== null && user.lockedUntil.getTime() > at;

/** Counts in SQL so parallel guesses cannot slip past the limit; an expired lock starts a fresh count. */
async function recordWrongPassword(db: Db, userId: number, at: number) {
  const atDate = new Date(at);
  await db
    .update(users)
    .set({
      failedLogins: sql`case when ${users.lockedUntil} is null then ${users.failedLogins} + 1 else 1 end`,
      lockedUntil: null,
    })
    .where(and(eq(users.id, userId), or(isNull(users.lockedUntil), lte(users.lockedUntil, atDate))));
  await db
    .update(users)
    .set({ failedLogins: 0, lockedUntil: new Date(at + LOCK_MS) })
    .where(and(eq(users.id, userId), gte(users.failedLogins, MAX_WRONG_PASSWORDS)));
}

async function clearFailures(db: Db, userId: number) {
  await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, userId));
}
