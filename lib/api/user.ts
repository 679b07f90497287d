"use client";
import type { BrowserSessionData } from "@/lib/contracts/auth";
import { http } from "./http";

export type UserInfo = {
  id: number;
  nickName: string;
  portrait: string;
  level: number | null;
  isAnchor: 0 | 1;
  isExpert: 0 | 1;
  mobile?: string;
  signature?: string;
  hasPassword?: boolean;
  realNameVerified?: boolean;
  roomId?: number | null;
};
export type Balances = { balance: number; ticket: number };
export type ExpertInfo = {
  userId: number;
  nickName: string;
  portrait: string;
  title: string;
  intro: string;
  tags: string[];
};
export type LoginRequest = {
  mobile: string;
  mode: 0 | 1;
  auto: 0 | 1;
  verifyCode?: string;
  password?: string;
  key?: string;
  iv?: string;
};

export const userApi = {
  info: () => http.get<UserInfo>("/user/center/info"),
  balances: () => http.get<Balances>("/pay/balances"),
  expertInfo: () => http.postJson<ExpertInfo | null>("/tj/expert/info", {}),
  dynamicKey: () => http.get<{ key: string; iv: string }>("/user/key/getDynamicKey"),
  login: (req: LoginRequest) =>
    http.postJson<BrowserSessionData>("/user/login", {
      ...req,
      channelId: 3,
      platform: 1,
      loginType: 1,
    }),
  logout: () => http.post<null>("/user/logout"),
  sendSms: (mobile: string, captchaVerification: string, type: number) =>
    http.post<null>("/inform/send/sms", { mobile, captchaVerification, type }),
};
