// Shared by the /pay api tests: a sandbox that notifies this in-process api, cards, pay passwords.
import { expect } from "vitest";
import { createSandboxGateway } from "@/server/services/payments/sandbox-gateway";
import { signFields } from "@/server/services/payments/notify-signature";
import { users } from "@/server/db/schema/users";
import { maskRealName } from "@/server/services/user/real-name";
import { createUser } from "../support/fixtures";
import type { TestApi } from "../support/test-api";
import { encryptPasswords } from "./auth-helpers";

export const NOTIFY_SECRET = "test-notify-secret-0123456789";
type Caller = { token: string; user: { id: number } };

/**
 * The sandbox gateway posting its notifications to this api (no HTTP port in tests). `hold`
 * keeps every delivery waiting until it resolves (a notification late on the wire).
 */
export function useInProcessSandbox(api: TestApi, hold?: () => Promise<void>) {
  const delivered: Record<string, string>[] = [];
  api.deps.payment = createSandboxGateway({
    kv: api.deps.kv,
    secret: NOTIFY_SECRET,
    log: api.deps.log,
    now: api.deps.now,
    notify: async (fields) => {
      await hold?.();
      delivered.push(fields);
      const res = await api.postForm("/pay/notify/sandbox", fields);
      return res.body.code === 200;
    },
  });
  return { delivered, sandbox: api.deps.payment.sandbox! };
}

/** A notification signed as the gateway would sign it. */
export function signedNotice(fields: Record<string, string>, secret = NOTIFY_SECRET) {
  return { ...fields, sign: signFields(secret, fields) };
}

/** A user who passed real-name verification (kept masked, as the real-name service stores it). */
export const verifiedUser = (
  api: TestApi,
  realName = "张三",
  overrides: Partial<typeof users.$inferInsert> = {},
) => createUser(api, { realName: maskRealName(realName), realNameAt: new Date(api.clock.now), ...overrides });

/** Appends the Luhn check digit: `prefix` + filler digits → a valid card number of `length`. */
export function luhnCard(prefix = "622202", length = 19, filler = "1234567890123"): string {
  const body = (prefix + filler).slice(0, length - 1);
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}

export async function setPayPassword(api: TestApi, caller: Caller, password = "135790") {
  const { key, iv, values } = await encryptPasswords(api, password);
  const res = await api.postJson("/pay/change/pay-pass", { newPassword: values[0], key, iv }, caller);
  expect(res.body).toMatchObject({ code: 200 });
}

export async function bindCard(api: TestApi, caller: Caller, cardNumber = luhnCard(), holder = "张三") {
  const res = await api.postJson("/pay/bind-card", { cardNumber, holder }, caller);
  expect(res.body.code).toBe(200);
  return res.body.data as { id: number; cardNumber: string; bankName: string };
}

export async function withdraw(
  api: TestApi,
  caller: Caller,
  amount: number,
  cardId: number,
  password = "135790",
) {
  const { key, iv, values } = await encryptPasswords(api, password);
  return api.postJson("/pay/withdraw", { amount, cardId, payPassword: values[0], key, iv }, caller);
}
