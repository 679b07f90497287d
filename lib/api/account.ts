"use client";
import type { z } from "zod";

import { http } from "./http";
import { userApi } from "./user";

import type { SmsTypeCode } from "@/lib/codes/sms-types";
import type {
  BrowserSessionData,
  InitPasswordInput,
  RegisterInput,
  RetrievePasswordInput,
  UpdatePasswordInput,
} from "@/lib/contracts/auth";
import type { RealNameInput, realNameData } from "@/lib/contracts/real-name";
import type { verifyCodeData } from "@/lib/contracts/sms";
import type { nickNameCheckData } from "@/lib/contracts/user";
import { encryptPassword } from "@/lib/crypto";

// Type-only imports from lib/contracts: the zod schemas themselves stay out of the browser bundle.
export type RealNameData = z.infer<typeof realNameData>;
type RegisterRequest = Omit<RegisterInput, "channelId" | "platform">;

type DynamicCipher = { key: string; iv: string; encrypt(password: string): string };
export type DynamicCipherResult =
  { ok: true; cipher: DynamicCipher } | { ok: false; code: number; message: string };

/** Fetches a fresh single-use key/iv; every password sent with it travels AES-encrypted. */
export async function dynamicCipher(): Promise<DynamicCipherResult> {
  const res = await userApi.dynamicKey();
  if (res.code !== 200 || !res.data) return { ok: false, code: res.code, message: res.message };
  const { key, iv } = res.data;
  return { ok: true, cipher: { key, iv, encrypt: (password) => encryptPassword(password, key, iv) } };
}

export const accountApi = {
  register: (req: RegisterRequest) => http.post<BrowserSessionData>("/user/register", req),
  verifyCode: (mobile: string, verifyCode: string, type: SmsTypeCode) =>
    http.get<z.infer<typeof verifyCodeData>>("/inform/verifyCode", { mobile, verifyCode, type }),
  retrievePassword: (req: RetrievePasswordInput) => http.post<null>("/user/center/retrievePassword", req),
  updatePassword: (req: UpdatePasswordInput) => http.post<null>("/user/center/updatePassword", req),
  initPassword: (req: InitPasswordInput) => http.post<null>("/user/center/initPassword", req),
  realName: () => http.get<RealNameData>("/user/center/real-name"),
  submitRealName: (req: RealNameInput) => http.post<RealNameData | null>("/user/center/real-name", req),
  updateNickName: (nickName: string) => http.get<null>("/user/center/updateNickName", { nickName }),
  checkNickName: (nickName: string) =>
    http.get<z.infer<typeof nickNameCheckData>>("/user/check/nick-name", { nickName }),
};
