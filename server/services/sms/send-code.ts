import { SmsType } from "@/lib/codes/sms-types";
import type { SendSmsInput } from "@/lib/contracts/sms";
import type { AppDeps } from "../../context";
import { findAccountByMobile } from "../auth/accounts";
import { smsPurpose } from "../captcha/captcha-purposes";
import { enforceLimit } from "../limits/rate-limits";
import { generateCode, storeCode } from "./sms-codes";
import { captchaRefused, smsSendFailed, smsTooSoon } from "./sms-errors";

export const RESEND_INTERVAL_MS = 60_000;

type Deps = Pick<AppDeps, "db" | "kv" | "env" | "now" | "sms" | "captcha" | "log">;

const intervalKey = (mobile: string) => `sms:interval:${mobile}`;

export function smsContent(code: string): string {
  return `【球探直播】您的验证码为${code}，5分钟内有效，请勿泄露给他人。`;
}

/** Sent instead of a code when the flow cannot go on for this number; only its owner reads it. */
export const SMS_NOTICES = {
  registered:
    "【球探直播】本手机号已注册，无需再次注册，可直接登录；忘记密码可在登录框选择“忘记密码”找回。如非本人操作，请忽略本短信。",
  notRegistered:
    "【球探直播】本手机号尚未注册，无法找回或修改密码；可直接使用验证码登录，首次登录即自动注册。如非本人操作，请忽略本短信。",
} as const;

/** The code, or the notice that says why no code came: decided here so the caller's answer never differs. */
async function messageFor(deps: Deps, input: SendSmsInput): Promise<{ code: string | null; text: string }> {
  const registered = (await findAccountByMobile(deps.db, input.mobile)) !== null;
  if (input.type === SmsType.Register && registered) return { code: null, text: SMS_NOTICES.registered };
  const needsAccount =
    input.type === SmsType.RetrievePassword ||
    input.type === SmsType.ChangePassword ||
    input.type === SmsType.PayPassword;
  if (needsAccount && !registered) return { code: null, text: SMS_NOTICES.notRegistered };
  const code = generateCode();
  return { code, text: smsContent(code) };
}

/**
 * Captcha first (single use, of the flavour the type needs), then the per-number interval, then
 * the caps, which count only messages that really go out. Whether the number is registered never
 * changes the answer: a flow that cannot go on gets a notice by SMS instead of a code.
 */
export async function sendVerificationSms(
  deps: Deps,
  input: SendSmsInput,
  caller: { ip: string },
): Promise<void> {
  const { db, kv, now } = deps;
  const verdict = await deps.captcha.verify(input.captchaVerification, smsPurpose(input.type), caller);
  if (!verdict.success) throw captchaRefused(verdict);

  const wait = await kv.ttl(intervalKey(input.mobile));
  if (wait > 0) throw smsTooSoon(wait);
  await enforceLimit(deps, "sms-ip-day", caller.ip);
  await enforceLimit(deps, "sms-mobile-hour", input.mobile);
  await enforceLimit(deps, "sms-mobile-day", input.mobile);
  if (!(await kv.setIfAbsent(intervalKey(input.mobile), "1", RESEND_INTERVAL_MS))) {
    throw smsTooSoon(await kv.ttl(intervalKey(input.mobile)));
  }

  try {
    const message = await messageFor(deps, input);
    if (message.code) await storeCode(db, input.mobile, input.type, message.code, now());
    await deps.sms.send(input.mobile, message.text);
  } catch (error) {
    // Let the user retry at once instead of waiting out a countdown for a message that never left.
    await kv.del(intervalKey(input.mobile));
    deps.log.error("sms send failed", { mobile: input.mobile, error: String(error) });
    throw smsSendFailed();
  }
}
