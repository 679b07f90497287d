"use client";
import { dynamicCipher } from "@/lib/api/account";
import type { ApiResult } from "@/lib/api/envelope";
import { userApi } from "@/lib/api/user";
import type { BrowserSessionData } from "@/lib/contracts/auth";
import type { LoginMode } from "@/lib/validation";

/** `mode` of POST /user/login. */
export const LoginRequestMode = { Password: 0, Code: 1 } as const;
/** Wrong password; five in a row lock the account (SPEC §8). */
export const WRONG_PASSWORD_CODE = 10011;
/** What lib/api/http answers when the request never got an HTTP response. */
export const NETWORK_FAILURE_CODE = 0;

export type LoginInput = {
  mode: LoginMode;
  phone: string;
  code: string;
  password: string;
  keepLogin: boolean;
};

/** Code login as is; password login encrypted with a fresh single-use dynamic key. */
export async function requestLogin(input: LoginInput): Promise<ApiResult<BrowserSessionData>> {
  const auto = input.keepLogin ? 1 : 0;
  if (input.mode === "code") {
    return userApi.login({ mobile: input.phone, mode: LoginRequestMode.Code, auto, verifyCode: input.code });
  }
  const dynamic = await dynamicCipher();
  if (!dynamic.ok) return { code: dynamic.code, message: dynamic.message, data: null };
  const { cipher } = dynamic;
  return userApi.login({
    mobile: input.phone,
    mode: LoginRequestMode.Password,
    auto,
    password: cipher.encrypt(input.password),
    key: cipher.key,
    iv: cipher.iv,
  });
}
