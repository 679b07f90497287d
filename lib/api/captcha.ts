"use client";
import { http } from "./http";

export type CaptchaType = "blockPuzzle" | "clickWord";

/** AJ-Captcha's answer inside our envelope: repCode "0000" is success. */
export type CaptchaReply<T> = { repCode: string; repMsg: string; repData: T | null };

export type CaptchaChallenge = {
  /** Bare base64 PNG. */
  originalImageBase64: string;
  jigsawImageBase64?: string;
  wordList?: string[];
  token: string;
  secretKey?: string;
};

export type CaptchaCheckData = { captchaVerification?: string } | null;

/** Second slider flavour: data-URL images and the target position, checked on the client. */
export type SlidingChallenge = { token: string; tari: string; slii: string; coox: number; cooy: number };

export const CAPTCHA_OK = "0000";
/** Too many challenges asked for: the images are cleared. */
export const CAPTCHA_GET_LIMIT = "6201";

// AJ-Captcha keeps one client id per widget kind in localStorage under these keys.
const CLIENT_UID_KEY: Record<CaptchaType, string> = { blockPuzzle: "slider", clickWord: "point" };

function randomId(): string {
  if (typeof crypto !== "undefined" && "randomUUID" in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

export function captchaClientUid(type: CaptchaType): string {
  const key = CLIENT_UID_KEY[type];
  try {
    const stored = localStorage.getItem(key);
    if (stored) return stored;
    const created = `${key}-${randomId()}`;
    localStorage.setItem(key, created);
    return created;
  } catch {
    return `${key}-${randomId()}`;
  }
}

type Answer<T> = { code: number; message: string; data: T | null };

function toReply<T>(res: Answer<CaptchaReply<T>>): CaptchaReply<T> {
  if (res.code === 200 && res.data) return res.data;
  return { repCode: String(res.code), repMsg: res.message, repData: null };
}

export const captchaApi = {
  get: async (captchaType: CaptchaType): Promise<CaptchaReply<CaptchaChallenge>> =>
    toReply(
      await http.postJson<CaptchaReply<CaptchaChallenge>>("/inform/captcha/get", {
        captchaType,
        clientUid: captchaClientUid(captchaType),
        ts: Date.now(),
      }),
    ),
  check: async (
    captchaType: CaptchaType,
    pointJson: string,
    token: string,
  ): Promise<CaptchaReply<CaptchaCheckData>> =>
    toReply(
      await http.postJson<CaptchaReply<CaptchaCheckData>>("/inform/captcha/check", {
        captchaType,
        pointJson,
        token,
      }),
    ),
  sliding: async (): Promise<CaptchaReply<SlidingChallenge>> => {
    const res = await http.get<CaptchaReply<SlidingChallenge> | SlidingChallenge>(
      "/user/verification/sliding-verification",
      { clientUid: captchaClientUid("blockPuzzle") },
    );
    // The api answers in AJ's repCode shape; a bare challenge is accepted too.
    if (res.code === 200 && res.data && !("repCode" in res.data)) {
      return { repCode: CAPTCHA_OK, repMsg: res.message, repData: res.data };
    }
    return toReply(res as Answer<CaptchaReply<SlidingChallenge>>);
  },
};
