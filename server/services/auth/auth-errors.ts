import { beijingClock } from "@/lib/beijing-time";
import { BizError } from "../../errors/biz-error";

/** Business codes of the account flows; 10011 is SPEC §8's, the rest continue its range. */
export const AuthCode = {
  WrongCredentials: 10011,
  AccountLocked: 10012,
  NoPassword: 10013,
  DynamicKeyInvalid: 10014,
  PasswordUnreadable: 10015,
  OldPasswordWrong: 10016,
  PasswordAlreadySet: 10017,
  SamePassword: 10018,
  NicknameTaken: 10019,
} as const;

export const wrongCredentials = () =>
  new BizError(AuthCode.WrongCredentials, "用户名或密码输入错误，超过五次将被锁定！");

export const accountLocked = (until: Date, now: number) => {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now) / 60_000));
  return new BizError(
    AuthCode.AccountLocked,
    `密码错误次数过多，账号已锁定，将于${beijingClock(until.getTime())}（约${minutes}分钟后）解锁，也可使用验证码登录`,
  );
};

export const noPasswordForLogin = () =>
  new BizError(AuthCode.NoPassword, "该账号尚未设置密码，请使用验证码登录");
export const noPasswordToChange = () => new BizError(AuthCode.NoPassword, "尚未设置密码，请先设置密码");
export const dynamicKeyInvalid = () => new BizError(AuthCode.DynamicKeyInvalid, "密钥已失效，请重试");
export const passwordUnreadable = () => new BizError(AuthCode.PasswordUnreadable, "密码解密失败，请重试");
export const oldPasswordWrong = () => new BizError(AuthCode.OldPasswordWrong, "原密码错误");
export const passwordAlreadySet = () =>
  new BizError(AuthCode.PasswordAlreadySet, "已设置过密码，请使用修改密码");
export const samePassword = () => new BizError(AuthCode.SamePassword, "新密码不能与原密码相同");
export const nicknameTaken = () => new BizError(AuthCode.NicknameTaken, "该昵称已被使用");
