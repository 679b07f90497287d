import type { AppDeps } from "../../context";
import { tooManyRequests } from "../../errors/biz-error";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const SMS_DAILY_CAP = "今日验证码发送次数已达上限，请明天再试";

type Limit = { max: number; windowMs: number; message?: string };

/**
 * Every fixed-window limit of the api, by name: `-ip` counts per client address (an IPv6 /64),
 * `-mobile` per phone number, `-user` per signed-in account. Per-address limits alone lose to
 * anyone who rotates addresses, so what costs money or reaches a person (SMS) also counts per
 * number, and writes count per account. Sign-in, registration and recovery need no per-number
 * request limit: a code dies after 5 wrong tries and a password locks after 5, while a request
 * limit per number would let a stranger lock its owner out.
 * Kept apart: chat (lib/contracts/chat, shared with the web) and the captcha's own AJ limits
 * (services/captcha/rate-limit.ts).
 */
export const RATE_LIMITS = {
  "dynamic-key-ip": { max: 60, windowMs: MINUTE },
  "login-ip": { max: 20, windowMs: MINUTE, message: "登录尝试过于频繁，请稍后再试" },
  "register-ip": { max: 10, windowMs: MINUTE },
  "retrieve-password-ip": { max: 10, windowMs: MINUTE },
  "sms-ip": { max: 30, windowMs: 10 * MINUTE },
  "sms-ip-day": { max: 20, windowMs: DAY, message: SMS_DAILY_CAP },
  "sms-mobile-hour": { max: 5, windowMs: HOUR, message: "该号码验证码发送过于频繁，请一小时后再试" },
  "sms-mobile-day": { max: 10, windowMs: DAY, message: SMS_DAILY_CAP },
  "verify-code-ip": { max: 30, windowMs: MINUTE },
  "nick-check-ip": { max: 60, windowMs: MINUTE },
  "search-searcher": { max: 120, windowMs: MINUTE },
  // Suggestions follow the typing (debounced in the header): a fast typist stays well below this.
  "search-suggest": { max: 300, windowMs: MINUTE },
  "update-info-user": { max: 30, windowMs: HOUR },
  "nick-name-user": { max: 5, windowMs: DAY, message: "昵称修改太频繁，请明天再试" },
  "portrait-user": { max: 30, windowMs: HOUR },
  "real-name-user": { max: 10, windowMs: DAY, message: "认证尝试次数过多，请明天再试" },
  "upload-user": { max: 30, windowMs: 10 * MINUTE, message: "上传太频繁，请稍后再试" },
  "horn-user": { max: 10, windowMs: MINUTE, message: "喇叭发送太频繁，请稍后再试" },
  "red-packet-user": { max: 10, windowMs: MINUTE, message: "红包发得太频繁，请稍后再试" },
  "room-report-user": { max: 20, windowMs: HOUR },
  "match-follow-user": { max: 60, windowMs: MINUTE },
  "anchor-follow-user": { max: 60, windowMs: MINUTE },
  "notice-read-user": { max: 120, windowMs: MINUTE },
  "recharge-user": { max: 20, windowMs: 10 * MINUTE, message: "下单太频繁，请稍后再试" },
  "withdraw-user": { max: 10, windowMs: HOUR, message: "提现申请太频繁，请稍后再试" },
  "bind-card-user": { max: 10, windowMs: DAY, message: "绑卡尝试次数过多，请明天再试" },
  "news-comment-user": { max: 5, windowMs: MINUTE, message: "评论太频繁，请稍后再试" },
  "news-collect-user": { max: 60, windowMs: MINUTE },
  "plan-publish-user": { max: 30, windowMs: HOUR, message: "发布太频繁，请稍后再试" },
  "expert-apply-user": { max: 5, windowMs: DAY, message: "申请次数过多，请明天再试" },
  "post-user": { max: 10, windowMs: 10 * MINUTE, message: "发帖太频繁，请稍后再试" },
  "comment-user": { max: 20, windowMs: MINUTE, message: "评论太频繁，请稍后再试" },
  "like-user": { max: 120, windowMs: MINUTE, message: "点赞太频繁，请稍后再试" },
  "circle-join-user": { max: 60, windowMs: MINUTE },
  "shield-user": { max: 60, windowMs: MINUTE },
  "post-report-user": { max: 20, windowMs: HOUR },
  "feedback-user": { max: 5, windowMs: HOUR, message: "反馈提交太频繁，请稍后再试" },
} as const satisfies Record<string, Limit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** Counts one request against the named limit; over it, a 429 with the limit's message. */
export async function enforceLimit(
  deps: Pick<AppDeps, "kv" | "env">,
  name: RateLimitName,
  key: string | number,
): Promise<void> {
  if (!deps.env.RATE_LIMIT) return;
  const limit: Limit = RATE_LIMITS[name];
  const count = await deps.kv.incr(`rate:${name}:${key}`, limit.windowMs);
  if (count > limit.max) throw tooManyRequests(limit.message);
}
