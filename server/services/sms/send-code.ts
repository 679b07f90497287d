import { SmsType } from "@/lib/codes/sms-types";
import type { SendSmsInput } from "@/lib/contracts/sms";
import type { AppDeps } from "../../context";
import { findAccountByMobile } from "../auth/accounts";
import { generateCode, storeCode } from "./sms-codes";
import {
  captchaRefused,
  mobileNotRegistered,
  mobileRegistered,
  smsSendFailed,
  smsTooSoon,
} from "./sms-errors";

export const RESEND_INTERVAL_MS = 60_000;
const DAY_MS = 24 * 60 * 60_000;
export const DAILY_SENDS_PER_MOBILE = 10;
export const DAILY_SENDS_PER_IP = 20;
const DAILY_CAP_MESSAGE = "今日验证码发送次数已达上限，请明天再试";

/** The route's fixed-window limiter (`limitRate` bound to the request). */
export type RateLimiter = (
  bucket: string,
  key: string,
  max: number,
  windowMs: number,
  message?: string,
) => Promise<void>;

type Deps = Pick<AppDeps, "db" | "kv" | "now" | "sms" | "captcha" | "log">;

const intervalKey = (mobile: string) => `sms:interval:${mobile}`;

export function smsContent(code: string): string {
  return `【球探直播】您的验证码为${code}，5分钟内有效，请勿泄露给他人。`;
}

/**
 * Captcha first (single use), then the account checks and the per-number interval, then the
 * daily caps, which count only messages that really go out.
 */
export async function sendVerificationSms(
  deps: Deps,
  input: SendSmsInput,
  caller: { ip: string; limit: RateLimiter },
): Promise<void> {
  const { db, kv, now } = deps;
  const verdict = await deps.captcha.verify(input.captchaVerification, { ip: caller.ip });
  if (!verdict.success) throw captchaRefused(verdict);

  const registered = (await findAccountByMobile(db, input.mobile)) !== null;
  if (input.type === SmsType.Register && registered) throw mobileRegistered();
  const needsAccount = input.type === SmsType.RetrievePassword || input.type === SmsType.ChangePassword;
  if (needsAccount && !registered) throw mobileNotRegistered();
  const wait = await kv.ttl(intervalKey(input.mobile));
  if (wait > 0) throw smsTooSoon(wait);

  await caller.limit("sms-ip-day", caller.ip, DAILY_SENDS_PER_IP, DAY_MS, DAILY_CAP_MESSAGE);
  await caller.limit("sms-mobile-day", input.mobile, DAILY_SENDS_PER_MOBILE, DAY_MS, DAILY_CAP_MESSAGE);
  if (!(await kv.setIfAbsent(intervalKey(input.mobile), "1", RESEND_INTERVAL_MS))) {
    throw smsTooSoon(await kv.ttl(intervalKey(input.mobile)));
  }

  const code = generateCode();
  try {
    await storeCode(db, input.mobile, input.type, code, now());
    await deps.sms.send(input.mobile, smsContent(code));
  } catch (error) {
    // Let the user retry at once instead of waiting out a countdown for a message that never left.
    await kv.del(intervalKey(input.mobile));
    deps.log.error("sms send failed", { mobile: input.mobile, error: String(error) });
    throw smsSendFailed();
  }
}
