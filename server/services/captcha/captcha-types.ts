import type { CaptchaStore, Clock } from "./captcha-store";
import type { CaptchaType } from "./challenge";
import type { Point } from "./click-word-image";
import type { CaptchaLimits } from "./rate-limit";

export interface CaptchaServiceOptions {
  /** Defaults to an in-memory store on `now`. */
  store?: CaptchaStore;
  now?: Clock;
  limits?: Partial<CaptchaLimits>;
  challengeTtlMs?: number;
  verificationTtlMs?: number;
  /** false: no secretKey is issued and pointJson is plain JSON (AJ's aes-status=false). */
  encryptPoints?: boolean;
  blockPuzzleTolerance?: number;
}

/** Who is asking, as seen by the api (not client-controlled); adds a per-ip limit. */
export interface CaptchaCaller {
  ip?: string;
}

export interface CaptchaGetInput {
  captchaType?: string;
  clientUid?: string;
  ts?: number;
}

export interface CaptchaCheckInput {
  captchaType?: string;
  pointJson?: string;
  token?: string;
}

export interface CaptchaChallenge {
  originalImageBase64: string;
  jigsawImageBase64?: string;
  wordList?: string[];
  token: string;
  secretKey?: string;
}

export interface CaptchaCheckResult {
  captchaType: CaptchaType;
  token: string;
  result: true;
  captchaVerification: string;
}

export interface SlidingChallenge {
  token: string;
  tari: string;
  slii: string;
  coox: number;
  cooy: number;
}

export type PeekedAnswer =
  { captchaType: "blockPuzzle"; x: number } | { captchaType: "clickWord"; points: Point[] };
