import {
  CODE_LENGTH,
  PASSWORD_LOGIN_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_LENGTH,
} from "./constants";

export const ValidationMessage = {
  PhoneInvalid: "请输入正确的手机号",
  CodeEmpty: "请输入验证码！",
  CodeWrong: "验证码错误，请确认后重新输入",
  PasswordInvalid: "密码是长度为6-20位的字母、数字或组合",
  NicknameEmpty: "请输入昵称",
  NicknameInvalid: "昵称为2-16位中文、字母、数字或下划线",
} as const;

/** Each validate* function returns the Chinese message to show, or null when the value is fine. */
export type ValidationError = (typeof ValidationMessage)[keyof typeof ValidationMessage] | null;

export type LoginMode = "code" | "password";

const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_LENGTH}}$`);
const MAINLAND_MOBILE_PATTERN = /^1[345789]\d{9}$/;
// A new password is capped at what login accepts (6-16), so every password that can be set can sign in.
const NEW_PASSWORD_PATTERN = new RegExp(`^[A-Za-z0-9]{${PASSWORD_MIN_LENGTH},${PASSWORD_LOGIN_MAX_LENGTH}}$`);
const NICKNAME_PATTERN = /^[\u4e00-\u9fa5A-Za-z0-9_]{2,16}$/;

/** For the phone input's onChange: digits only, at most 11. */
export function sanitizePhoneInput(raw: string): string {
  return raw.replace(/\D/g, "").slice(0, PHONE_LENGTH);
}

export function isValidPhone(phone: string): boolean {
  return PHONE_PATTERN.test(phone);
}

export function isMainlandMobile(phone: string): boolean {
  return MAINLAND_MOBILE_PATTERN.test(phone);
}

/** Sending an SMS code needs a mainland mobile number. */
export function validatePhoneForCode(phone: string): ValidationError {
  return isMainlandMobile(phone) ? null : ValidationMessage.PhoneInvalid;
}

export function validateCode(code: string): ValidationError {
  if (code === "") return ValidationMessage.CodeEmpty;
  return code.length === CODE_LENGTH ? null : ValidationMessage.CodeWrong;
}

function hasLength(value: string, min: number, max: number): boolean {
  return value.length >= min && value.length <= max;
}

/** Login accepts 6-16 characters although the input takes 20 and the message says 6-20. */
export function validateLoginPassword(password: string): ValidationError {
  return hasLength(password, PASSWORD_MIN_LENGTH, PASSWORD_LOGIN_MAX_LENGTH)
    ? null
    : ValidationMessage.PasswordInvalid;
}

/** Setting a password (register, reset): 6-20 letters or digits. */
export function validateNewPassword(password: string): ValidationError {
  return NEW_PASSWORD_PATTERN.test(password) ? null : ValidationMessage.PasswordInvalid;
}

/** Register and profile: 2-16 Chinese characters, letters, digits or underscores. */
export function validateNickname(nickname: string): ValidationError {
  if (nickname.trim() === "") return ValidationMessage.NicknameEmpty;
  return NICKNAME_PATTERN.test(nickname) ? null : ValidationMessage.NicknameInvalid;
}

export interface LoginFormState {
  mode: LoginMode;
  phone: string;
  code: string;
  password: string;
  captchaPassed: boolean;
}

/** Enables the login button: a valid phone plus a 6-character code after the captcha, or a 6-20 character password. */
export function canSubmitLogin({ mode, phone, code, password, captchaPassed }: LoginFormState): boolean {
  if (!isValidPhone(phone)) return false;
  if (mode === "code") return captchaPassed && code.length === CODE_LENGTH;
  return hasLength(password, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH);
}
