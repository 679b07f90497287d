import { z } from "zod";
import { LoginMode } from "@/lib/codes/login-modes";
import { ValidationMessage, validateLoginPassword, validateNewPassword } from "@/lib/validation";
import { intInput } from "./fields";
import { nickNameInput } from "./user";

const MAINLAND_MOBILE = /^1[345789]\d{9}$/;
const CODE = /^\d{6}$/;
const DYNAMIC_KEY = /^[A-Za-z0-9]{16}$/;
const ENCRYPTED_MAX = 256;

/** JSON may carry numbers where forms carry strings; "" and null mean "not given". */
const asText = (v: unknown) => (typeof v === "number" ? String(v) : v);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : asText(v)), schema.optional());

export const mobileInput = z.preprocess(
  asText,
  z
    .string({ error: ValidationMessage.PhoneInvalid })
    .trim()
    .regex(MAINLAND_MOBILE, ValidationMessage.PhoneInvalid),
);

const codeText = z
  .string({ error: ValidationMessage.CodeEmpty })
  .trim()
  .min(1, ValidationMessage.CodeEmpty)
  .regex(CODE, ValidationMessage.CodeWrong);
export const verifyCodeInput = z.preprocess(asText, codeText);

const encryptedText = (empty: string) =>
  z.string({ error: empty }).min(1, empty).max(ENCRYPTED_MAX, "密码格式不正确");
export const encryptedPassword = encryptedText("请输入密码");
export const dynamicKeyInput = z.string({ error: "缺少密钥，请重试" }).regex(DYNAMIC_KEY, "密钥格式不正确");

export const captchaVerificationInput = z
  .string({ error: "请先完成安全验证" })
  .min(1, "请先完成安全验证")
  .max(1024, "安全验证参数过长");

const flag = (message: string, fallback?: number) =>
  intInput(z.number({ error: message }).min(0, message).max(1, message), fallback, message);

/** Keep-login: the box is ticked by default (SPEC §9), so a missing `auto` keeps the session 30 days. */
const autoInput = flag("auto只能是0或1", 1);
/** The same rule for a raw `auto` value (the web's gateway picks the cookie's lifetime with it). */
export const keepsLogin = (auto: unknown) => auto !== 0 && auto !== "0";
const clientInfo = {
  channelId: intInput(z.number().min(0).max(99)).optional(),
  platform: intInput(z.number().min(0).max(99)).optional(),
};

export const loginBody = z
  .object({
    mobile: mobileInput,
    mode: flag("mode只能是0（密码登录）或1（验证码登录）"),
    auto: autoInput,
    verifyCode: optional(z.string().max(32, ValidationMessage.CodeWrong)),
    password: optional(z.string().max(ENCRYPTED_MAX, "密码格式不正确")),
    key: optional(dynamicKeyInput),
    iv: optional(dynamicKeyInput),
    loginType: intInput(z.number().min(0).max(99)).optional(),
    ...clientInfo,
  })
  .superRefine((v, ctx) => {
    if (v.mode === LoginMode.Code) {
      const code = codeText.safeParse(v.verifyCode ?? "");
      if (!code.success)
        ctx.addIssue({ code: "custom", path: ["verifyCode"], message: code.error.issues[0].message });
      return;
    }
    if (!v.password) ctx.addIssue({ code: "custom", path: ["password"], message: "请输入密码" });
    else if (!v.key || !v.iv) ctx.addIssue({ code: "custom", path: ["key"], message: "缺少密钥，请重试" });
  });
export type LoginInput = z.infer<typeof loginBody>;

export const tokenData = z.object({
  token: z.string(),
  expiresAt: z.string().describe("ISO time the session ends"),
});
export type TokenData = z.infer<typeof tokenData>;
/** What the browser sees of it through the web's gateway, which keeps the token in an HttpOnly cookie. */
export type BrowserSessionData = Omit<TokenData, "token">;

export const dynamicKeyData = z.object({
  key: z.string().describe("16 characters, AES-128 key as UTF-8"),
  iv: z.string().describe("16 characters, CBC iv as UTF-8"),
});

const withKey = { key: dynamicKeyInput, iv: dynamicKeyInput };

export const registerBody = z.object({
  mobile: mobileInput,
  verifyCode: verifyCodeInput,
  password: encryptedPassword,
  ...withKey,
  nickName: optional(nickNameInput),
  captchaVerification: captchaVerificationInput,
  auto: autoInput,
  ...clientInfo,
});
export type RegisterInput = z.infer<typeof registerBody>;

export const retrievePasswordBody = z.object({
  mobile: mobileInput,
  verifyCode: verifyCodeInput,
  password: encryptedPassword,
  ...withKey,
});
export type RetrievePasswordInput = z.infer<typeof retrievePasswordBody>;

export const updatePasswordBody = z.object({
  oldPassword: encryptedText("请输入原密码"),
  newPassword: encryptedText("请输入新密码"),
  ...withKey,
});
export type UpdatePasswordInput = z.infer<typeof updatePasswordBody>;

export const initPasswordBody = z.object({ password: encryptedPassword, ...withKey });
export type InitPasswordInput = z.infer<typeof initPasswordBody>;

/** Rules for the decrypted text, which no route schema sees. */
export const loginPasswordPlain = z
  .string()
  .refine((v) => validateLoginPassword(v) === null, ValidationMessage.PasswordInvalid);
export const newPasswordPlain = z
  .string()
  .refine((v) => validateNewPassword(v) === null, ValidationMessage.PasswordInvalid);
