import { describe, expect, it } from "vitest";
import {
  canSubmitLogin,
  isValidPhone,
  sanitizePhoneInput,
  validateCode,
  validateLoginPassword,
  validateNewPassword,
  validateNickname,
  validatePhoneForCode,
} from "./validation";

const chars = (n: number) => "a1".repeat(n).slice(0, n);

describe("phone", () => {
  it("keeps digits only, at most 11", () => {
    expect(sanitizePhoneInput("138-0013 8000")).toBe("13800138000");
    expect(sanitizePhoneInput("1380013800099")).toBe("13800138000");
    expect(sanitizePhoneInput("abc")).toBe("");
  });

  it("needs exactly 11 digits", () => {
    expect(isValidPhone("1380013800")).toBe(false);
    expect(isValidPhone("13800138000")).toBe(true);
    expect(isValidPhone("138001380001")).toBe(false);
    expect(isValidPhone("1380013800a")).toBe(false);
  });

  it("needs a mainland mobile number to send a code", () => {
    for (const second of "345789") {
      expect(validatePhoneForCode(`1${second}800138000`)).toBeNull();
    }
    for (const second of "0126") {
      expect(validatePhoneForCode(`1${second}800138000`)).toBe("请输入正确的手机号");
    }
    expect(validatePhoneForCode("23800138000")).toBe("请输入正确的手机号");
    expect(validatePhoneForCode("1380013800")).toBe("请输入正确的手机号");
  });
});

describe("code", () => {
  it("asks for a code when empty", () => {
    expect(validateCode("")).toBe("请输入验证码！");
  });

  it("needs exactly 6 characters", () => {
    expect(validateCode("12345")).toBe("验证码错误，请确认后重新输入");
    expect(validateCode("123456")).toBeNull();
    expect(validateCode("1234567")).toBe("验证码错误，请确认后重新输入");
  });
});

describe("password", () => {
  const message = "密码是长度为6-20位的字母、数字或组合";

  it("accepts 6-16 characters at login", () => {
    expect(validateLoginPassword(chars(5))).toBe(message);
    expect(validateLoginPassword(chars(6))).toBeNull();
    expect(validateLoginPassword(chars(16))).toBeNull();
    expect(validateLoginPassword(chars(17))).toBe(message);
  });

  it("accepts only new passwords that login accepts: 6-16 letters or digits", () => {
    expect(validateNewPassword(chars(5))).toBe(message);
    expect(validateNewPassword(chars(6))).toBeNull();
    expect(validateNewPassword(chars(16))).toBeNull();
    expect(validateNewPassword(chars(17))).toBe(message);
    expect(validateNewPassword("abc12!")).toBe(message);
  });
});

describe("nickname", () => {
  it("accepts 2-16 Chinese characters, letters, digits or underscores", () => {
    expect(validateNickname("球迷")).toBeNull();
    expect(validateNickname("Fan_2024")).toBeNull();
    expect(validateNickname("a".repeat(16))).toBeNull();
  });

  it("rejects wrong lengths and other characters", () => {
    const message = "昵称为2-16位中文、字母、数字或下划线";
    expect(validateNickname("a")).toBe(message);
    expect(validateNickname("a".repeat(17))).toBe(message);
    expect(validateNickname("球 迷")).toBe(message);
    expect(validateNickname("fan!")).toBe(message);
  });

  it("asks for a nickname when blank", () => {
    expect(validateNickname("")).toBe("请输入昵称");
    expect(validateNickname("   ")).toBe("请输入昵称");
  });
});

describe("canSubmitLogin", () => {
  const phone = "13800138000";

  it("needs a valid phone in both modes", () => {
    expect(
      canSubmitLogin({
        mode: "code",
        phone: "1380013800",
        code: "123456",
        password: "",
        captchaPassed: true,
      }),
    ).toBe(false);
    expect(
      canSubmitLogin({
        mode: "password",
        phone: "",
        code: "",
        password: chars(8),
        captchaPassed: false,
      }),
    ).toBe(false);
  });

  it("needs a 6-character code after the captcha in code mode", () => {
    const form = { mode: "code" as const, phone, password: "" };
    expect(canSubmitLogin({ ...form, code: "123456", captchaPassed: true })).toBe(true);
    expect(canSubmitLogin({ ...form, code: "123456", captchaPassed: false })).toBe(false);
    expect(canSubmitLogin({ ...form, code: "12345", captchaPassed: true })).toBe(false);
  });

  it("needs a 6-20 character password in password mode, captcha or not", () => {
    const form = { mode: "password" as const, phone, code: "", captchaPassed: false };
    expect(canSubmitLogin({ ...form, password: chars(5) })).toBe(false);
    expect(canSubmitLogin({ ...form, password: chars(6) })).toBe(true);
    expect(canSubmitLogin({ ...form, password: chars(20) })).toBe(true);
    expect(canSubmitLogin({ ...form, password: chars(21) })).toBe(false);
  });
});
