import { eq, sql } from "drizzle-orm";
import { PAY_PASSWORD_LOCK_MINUTES, PAY_PASSWORD_MAX_TRIES } from "@/lib/codes/pay-settings";
import { SmsType } from "@/lib/codes/sms-types";
import { payPasswordPlain, type ChangePayPassInput, type ResetPayPassInput } from "@/lib/contracts/payments";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { payPasswords } from "../../db/schema/payments";
import { users } from "../../db/schema/users";
import { parseOrBadRequest } from "../../errors/parse-input";
import type { KvStore } from "../../kv/kv-store";
import { decryptWithDynamicKey } from "../auth/dynamic-key";
import { hashPassword, verifyPassword } from "../auth/password-hash";
import { consumeCode } from "../sms/sms-codes";
import { payErrors } from "./pay-errors";

type Deps = Pick<AppDeps, "db" | "kv" | "now">;
type KeyPair = { key: string; iv: string };

/** Decrypts with the single-use dynamic key, as login passwords travel. */
export async function readPayPasswords(kv: KvStore, pair: KeyPair, ciphertexts: string[]) {
  return decryptWithDynamicKey(kv, pair, ciphertexts);
}

const asNewPassword = (plain: string) => parseOrBadRequest(payPasswordPlain, plain);

export async function payPasswordState(db: Db, userId: number, now: number) {
  const [row] = await db.select().from(payPasswords).where(eq(payPasswords.userId, userId));
  const locked = row?.lockedUntil && row.lockedUntil.getTime() > now ? row.lockedUntil : null;
  return { set: row !== undefined, lockedUntil: locked };
}

/**
 * Checks a pay password; a wrong one counts, and the fifth in a row locks it for 30 minutes
 * (counted in the row with one atomic update, so parallel guesses cannot slip past the cap).
 */
export async function verifyPayPassword(db: Db, userId: number, plain: string, now: number): Promise<void> {
  const [row] = await db.select().from(payPasswords).where(eq(payPasswords.userId, userId));
  if (!row) throw payErrors.payPasswordNotSet();
  if (row.lockedUntil && row.lockedUntil.getTime() > now) throw payErrors.payPasswordLocked();
  if (await verifyPassword(plain, row.hash)) {
    if (row.failedTries > 0) {
      await db
        .update(payPasswords)
        .set({ failedTries: 0, lockedUntil: null })
        .where(eq(payPasswords.userId, userId));
    }
    return;
  }
  const lockAt = new Date(now + PAY_PASSWORD_LOCK_MINUTES * 60_000);
  const [after] = await db
    .update(payPasswords)
    .set({
      failedTries: sql`case when ${payPasswords.failedTries} + 1 >= ${PAY_PASSWORD_MAX_TRIES} then 0 else ${payPasswords.failedTries} + 1 end`,
      lockedUntil: sql`case when ${payPasswords.failedTries} + 1 >= ${PAY_PASSWORD_MAX_TRIES} then ${lockAt.toISOString()}::timestamptz else ${payPasswords.lockedUntil} end`,
    })
    .where(eq(payPasswords.userId, userId))
    .returning({ failedTries: payPasswords.failedTries, lockedUntil: payPasswords.lockedUntil });
  if (after?.lockedUntil && after.lockedUntil.getTime() > now) throw payErrors.payPasswordLocked();
  throw payErrors.payPasswordWrong(PAY_PASSWORD_MAX_TRIES - (after?.failedTries ?? 0));
}

async function storePayPassword(db: Db, userId: number, plain: string, now: number) {
  const hash = await hashPassword(plain);
  const values = { userId, hash, failedTries: 0, lockedUntil: null, updatedAt: new Date(now) };
  await db
    .insert(payPasswords)
    .values(values)
    .onConflictDoUpdate({
      target: payPasswords.userId,
      set: { hash, failedTries: 0, lockedUntil: null, updatedAt: values.updatedAt },
    });
}

/** Sets the first pay password, or changes it with the old one (which counts towards the lock). */
export async function changePayPassword({ db, kv, now }: Deps, userId: number, input: ChangePayPassInput) {
  const texts = input.oldPassword ? [input.newPassword, input.oldPassword] : [input.newPassword];
  const [plainNew, plainOld] = await readPayPasswords(kv, input, texts);
  const newPassword = asNewPassword(plainNew);
  const state = await payPasswordState(db, userId, now());
  if (state.set) {
    if (plainOld === undefined) throw payErrors.oldPayPasswordNeeded();
    await verifyPayPassword(db, userId, plainOld, now());
    if (plainOld === newPassword) throw payErrors.payPasswordSame();
  }
  await storePayPassword(db, userId, newPassword, now());
}

/** Forgotten pay password: a code sent to the account's own mobile (type 5) sets a new one and lifts the lock. */
export async function resetPayPassword({ db, kv, now }: Deps, userId: number, input: ResetPayPassInput) {
  const [plain] = await readPayPasswords(kv, input, [input.newPassword]);
  const newPassword = asNewPassword(plain);
  const [user] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
  if (!user) throw payErrors.payPasswordNotSet();
  await consumeCode(db, { mobile: user.mobile, type: SmsType.PayPassword, code: input.verifyCode }, now());
  await storePayPassword(db, userId, newPassword, now());
}
