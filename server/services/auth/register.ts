import { SmsType } from "@/lib/codes/sms-types";
import { newPasswordPlain, type RegisterInput, type TokenData } from "@/lib/contracts/auth";
import type { AppDeps } from "../../context";
import { parseOrBadRequest } from "../../errors/parse-input";
import { consumeCode } from "../sms/sms-codes";
import { captchaRefused, mobileRegistered } from "../sms/sms-errors";
import { nicknameTaken } from "./auth-errors";
import { createAccount, findAccountByMobile, isNickNameTaken } from "./accounts";
import { decryptWithDynamicKey } from "./dynamic-key";
import { startSession } from "./login";
import { hashPassword } from "./password-hash";

type Deps = Pick<AppDeps, "db" | "kv" | "now" | "captcha">;

/**
 * The captcha is spent before the account checks, so they cannot probe numbers without one;
 * the SMS code is spent last, so a taken nickname does not cost the user a new code.
 */
export async function register(
  { db, kv, now, captcha }: Deps,
  input: RegisterInput,
  ip: string,
): Promise<TokenData> {
  const [plain] = await decryptWithDynamicKey(kv, input, [input.password]);
  const password = parseOrBadRequest(newPasswordPlain, plain);
  const verdict = await captcha.verify(input.captchaVerification, { ip });
  if (!verdict.success) throw captchaRefused(verdict);
  if (await findAccountByMobile(db, input.mobile)) throw mobileRegistered();
  if (input.nickName && (await isNickNameTaken(db, input.nickName))) throw nicknameTaken();

  const at = now();
  await consumeCode(db, { mobile: input.mobile, type: SmsType.Register, code: input.verifyCode }, at);
  const user = await createAccount(
    db,
    { mobile: input.mobile, nickName: input.nickName, passwordHash: await hashPassword(password) },
    at,
  );
  return startSession(db, user.id, input.auto === 1, at);
}
