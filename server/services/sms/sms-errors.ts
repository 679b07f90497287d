import { BizError } from "../../errors/biz-error";

/** Business codes of the SMS flows (the account codes are 10011-10019). */
export const SmsCode = {
  CaptchaInvalid: 10021,
  TooSoon: 10022,
  MobileRegistered: 10023,
  // 10024 (number not registered) is retired: an SMS answer never tells whether a number is registered.
  CodeWrong: 10025,
  CodeVoid: 10026,
  SendFailed: 10027,
} as const;

export const captchaInvalid = (message = "安全验证已失效，请重新完成验证") =>
  new BizError(SmsCode.CaptchaInvalid, message);
/** AJ's "expired or used" reads better as a plain instruction; its limits keep their own text. */
export const captchaRefused = (verdict: { repCode: string; repMsg: string }) =>
  captchaInvalid(verdict.repCode === "6110" || verdict.repCode === "0011" ? undefined : verdict.repMsg);
export const smsTooSoon = (waitMs: number) =>
  new BizError(SmsCode.TooSoon, `发送过于频繁，请${Math.max(1, Math.ceil(waitMs / 1000))}秒后再试`);
export const mobileRegistered = () => new BizError(SmsCode.MobileRegistered, "该手机号已注册");
export const codeWrong = () => new BizError(SmsCode.CodeWrong, "验证码错误，请确认后重新输入");
export const codeVoid = () => new BizError(SmsCode.CodeVoid, "验证码已失效，请重新获取");
export const codeAttemptsUsed = () => new BizError(SmsCode.CodeVoid, "验证码错误次数过多，请重新获取");
export const smsSendFailed = () => new BizError(SmsCode.SendFailed, "验证码获取失败");
