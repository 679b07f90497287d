/** AJ-Captcha repCodes with the exact Chinese messages its clients show (SPEC §8). */
export const CAPTCHA_CODES = {
  success: { repCode: "0000", repMsg: "成功" },
  blank: { repCode: "0011", repMsg: "参数不能为空" },
  expired: { repCode: "6110", repMsg: "验证码已失效，请重新获取" },
  mismatch: { repCode: "6111", repMsg: "验证失败" },
  /** Ours, not AJ's: a verification of another flavour than the business call needs. */
  wrongPurpose: { repCode: "6111", repMsg: "此项安全验证不能用于当前操作，请重新验证" },
  getLimit: { repCode: "6201", repMsg: "get接口请求次数超限，请稍后再试!" },
  locked: { repCode: "6202", repMsg: "接口验证失败数过多，请稍后再试" },
  checkLimit: { repCode: "6204", repMsg: "check接口请求次数超限，请稍后再试!" },
  verifyLimit: { repCode: "6205", repMsg: "verify请求次数超限!" },
} as const;

export type CaptchaOutcome = keyof typeof CAPTCHA_CODES;

export interface CaptchaResponse<T = null> {
  repCode: string;
  repMsg: string;
  repData: T | null;
  success: boolean;
}

export function captchaOk<T>(repData: T): CaptchaResponse<T> {
  return { ...CAPTCHA_CODES.success, repData, success: true };
}

/** `repMsg` overrides the table text, e.g. "captchaType不能为空" like AJ's `{0}不能为空`. */
export function captchaFail<T = never>(outcome: CaptchaOutcome, repMsg?: string): CaptchaResponse<T> {
  const code = CAPTCHA_CODES[outcome];
  return { repCode: code.repCode, repMsg: repMsg ?? code.repMsg, repData: null, success: false };
}
