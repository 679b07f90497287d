import { SmsType } from "@/lib/codes/sms-types";
import { newPasswordPlain, type RegisterInput, type TokenData } from "@/lib/contracts/auth";
import type { AppDeps } from "../../context";
import { parseOrBadRequest } from "../../errors/parse-input";
import { checkCode, consumeCode } from "../sms/sms-codes";
import { captchaRefused, mobileRegistered } from "../sms/sms-errors";
import { nicknameTaken } from "./auth-errors";
import { createAccount, findAccountByMobile, isNickNameTaken } from "./accounts";
import { decryptWithDynamicKey } from "./dynamic-key";
import { startSession } from "./login";
import { hashPassword } from "./password-hash";

type Deps = Pick<AppDeps, "db" | "kv" | "now" | "captcha">;

/**
 * The block-puzzle captcha is spent first; the SMS code is checked before the account checks, so
 * only the phone's owner learns the number is taken (a registered number gets a notice, not a
 * code); it is spent last, so a taken nickname does not cost the user a new code.
 */
export async function register(
  { db, kv, now, captcha }: Deps,
  input: RegisterInput,
  ip: string,
): Promise<TokenData> {
  const [plain] = await decryptWithDynamicKey(kv, input, [input.password]);
  const password = parseOrBadRequest(newPasswordPlain, plain);
  const verdict = await captcha.verify(input.captchaVerification, "register", { ip });
  if (!verdict.success) throw captchaRefused(verdict);
  const at = now();
  const code = { mobile: input.mobile, type: SmsType.Register, code: input.verifyCode };
  await checkCode(db, code, at);
  if (await findAccountByMobile(db, input.mobile)) throw mobileRegistered();
  if (input.nickName && (await isNickNameTaken(db, input.nickName))) throw nicknameTaken();

  await consumeCode(db, code, at);
  const user = await createAccount(
    db,
    { mobile: input.mobile, nickName: input.nickName, passwordHash: await hashPassword(password) },
    at,
  );
  return startSession(db, user.id, input.auto === 1, at);
}
