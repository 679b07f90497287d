import { and, eq } from "drizzle-orm";
import { SmsType } from "@/lib/codes/sms-types";
import { newPasswordPlain } from "@/lib/contracts/auth";
import type { AppDeps, SessionUser } from "../../context";
import { users } from "../../db/schema/users";
import { tooManyRequests } from "../../errors/biz-error";
import { parseOrBadRequest } from "../../errors/parse-input";
import type { KvStore } from "../../kv/kv-store";
import { consumeCode } from "../sms/sms-codes";
import { codeWrong } from "../sms/sms-errors";
import { noPasswordToChange, oldPasswordWrong, passwordAlreadySet, samePassword } from "./auth-errors";
import { findAccountById, findAccountByMobile, setPasswordHash } from "./accounts";
import { decryptWithDynamicKey } from "./dynamic-key";
import { hashPassword, verifyPassword } from "./password-hash";
import { revokeOtherSessions } from "./sessions";

type Deps = Pick<AppDeps, "db" | "kv" | "now">;
type KeyPair = { key: string; iv: string };

const OLD_PASSWORD_TRIES = 5;
const OLD_PASSWORD_WINDOW_MS = 30 * 60_000;

async function readNewPassword(kv: KvStore, pair: KeyPair, encrypted: string): Promise<string> {
  const [plain] = await decryptWithDynamicKey(kv, pair, [encrypted]);
  return parseOrBadRequest(newPasswordPlain, plain);
}

/**
 * Forgotten password: the SMS code proves the owner; every device signs in again. An unknown
 * number never got a code (its SMS said so), so it fails like a wrong code.
 */
export async function retrievePassword(
  { db, kv, now }: Deps,
  input: KeyPair & { mobile: string; verifyCode: string; password: string },
) {
  const password = await readNewPassword(kv, input, input.password);
  const at = now();
  await consumeCode(db, { mobile: input.mobile, type: SmsType.RetrievePassword, code: input.verifyCode }, at);
  const user = await findAccountByMobile(db, input.mobile);
  if (!user) throw codeWrong();
  await setPasswordHash(db, user.id, await hashPassword(password));
  await revokeOtherSessions(db, user.id, null, at);
}

/**
 * Signed-in change; wrong old passwords are capped so a stolen session cannot guess forever.
 * Every session ends, this one too (the web clears its cookie): whoever held a session signs in anew.
 */
export async function updatePassword(
  { db, kv, now }: Deps,
  me: SessionUser,
  input: KeyPair & { oldPassword: string; newPassword: string },
) {
  const [oldPassword, plainNew] = await decryptWithDynamicKey(kv, input, [
    input.oldPassword,
    input.newPassword,
  ]);
  const newPassword = parseOrBadRequest(newPasswordPlain, plainNew);
  const user = await findAccountById(db, me.id);
  if (!user?.passwordHash) throw noPasswordToChange();
  const triesKey = `auth:old-password-fails:${me.id}`;
  if (Number(await kv.get(triesKey)) >= OLD_PASSWORD_TRIES) {
    throw tooManyRequests("原密码错误次数过多，请30分钟后再试或通过找回密码重置");
  }
  if (!(await verifyPassword(oldPassword, user.passwordHash))) {
    await kv.incr(triesKey, OLD_PASSWORD_WINDOW_MS);
    throw oldPasswordWrong();
  }
  if (oldPassword === newPassword) throw samePassword();
  await kv.del(triesKey);
  await setPasswordHash(db, me.id, await hashPassword(newPassword));
  await revokeOtherSessions(db, me.id, null, now());
}

/** First password of an account made by code login; refused once one exists. */
export async function initPassword(
  { db, kv, now }: Deps,
  me: SessionUser,
  input: KeyPair & { password: string },
) {
  const password = await readNewPassword(kv, input, input.password);
  const hash = await hashPassword(password);
  const [set] = await db
    .update(users)
    .set({ passwordHash: hash })
    .where(and(eq(users.id, me.id), eq(users.passwordHash, "")))
    .returning({ id: users.id });
  if (!set) throw passwordAlreadySet();
  await revokeOtherSessions(db, me.id, me.token, now());
}
