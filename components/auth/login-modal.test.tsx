// @vitest-environment jsdom
import { createDecipheriv } from "node:crypto";

import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { LoginModal } from "./login-modal";
import { renderWithIntl } from "@/tests/support/render-with-intl";

import { userApi } from "@/lib/api/user";
import { useUiStore } from "@/stores/ui-store";
import { useUserStore } from "@/stores/user-store";

vi.mock("@/lib/api/user", () => ({
  userApi: {
    sendSms: vi.fn(),
    login: vi.fn(),
    dynamicKey: vi.fn(),
    info: vi.fn(),
    balances: vi.fn(),
    expertInfo: vi.fn(),
  },
}));

// The captcha has its own tests; here it passes as soon as its button is pressed.
vi.mock("@/components/captcha/captcha-popup", () => ({
  CaptchaPopup: ({ open, onSuccess }: { open: boolean; onSuccess: (v: string) => void }) =>
    open ? (
      <button type="button" onClick={() => onSuccess("verification-1")}>
        pass-captcha
      </button>
    ) : null,
}));

const sendSms = vi.mocked(userApi.sendSms);
const login = vi.mocked(userApi.login);
const dynamicKey = vi.mocked(userApi.dynamicKey);
const signIn = vi.fn(async () => true);

const flush = () => act(async () => {});
const phoneInput = () => screen.getByLabelText<HTMLInputElement>("手机号");
const codeInput = () => screen.getByLabelText<HTMLInputElement>("验证码");
const passwordInput = () => screen.getByLabelText<HTMLInputElement>("密码");
const loginButton = () => screen.getByRole<HTMLButtonElement>("button", { name: "登录" });
const sendButton = () =>
  screen.getByRole<HTMLButtonElement>("button", { name: /获取验证码|重新发送|发送中/ });
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const toasts = () => useUiStore.getState().toasts.map((t) => t.message);

async function sendCode(phone = "13800138000") {
  type(phoneInput(), phone);
  fireEvent.click(sendButton());
  fireEvent.click(screen.getByRole("button", { name: "pass-captcha" }));
  await flush();
}

beforeEach(() => {
  vi.clearAllMocks();
  useUiStore.setState({ toasts: [] });
  useUserStore.setState({ showLoginModel: true, signIn });
  sendSms.mockResolvedValue({ code: 200, message: "已发送", data: null });
  renderWithIntl(<LoginModal />);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("LoginModal tabs", () => {
  it("opens on code login and clears every input when switching tabs", () => {
    expect(screen.getByRole("tab", { name: "验证码登录" }).getAttribute("aria-selected")).toBe("true");
    type(phoneInput(), "138a0013-8000");
    expect(phoneInput().value).toBe("13800138000");
    type(codeInput(), "1234567");
    expect(codeInput().value).toBe("123456");

    fireEvent.click(screen.getByRole("tab", { name: "密码登录" }));
    expect(phoneInput().value).toBe("");
    expect(screen.queryByLabelText("验证码")).toBeNull();
    expect(passwordInput().placeholder).toContain("6-20");
    type(phoneInput(), "13800138000");
    type(passwordInput(), "secret1");

    fireEvent.click(screen.getByRole("tab", { name: "验证码登录" }));
    expect(phoneInput().value).toBe("");
    expect(codeInput().value).toBe("");
  });

  it("ticks 下次自动登录 by default", () => {
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "下次自动登录" }).checked).toBe(true);
  });
});

describe("login button", () => {
  it("code login needs 11 digits, a sent code (captcha passed) and 6 characters", async () => {
    type(phoneInput(), "13800138000");
    type(codeInput(), "123456");
    expect(loginButton().disabled).toBe(true);

    await sendCode();
    expect(loginButton().disabled).toBe(false);
    type(codeInput(), "12345");
    expect(loginButton().disabled).toBe(true);
    type(codeInput(), "123456");
    type(phoneInput(), "1380013800");
    expect(loginButton().disabled).toBe(true);
  });

  it("password login needs 11 digits and 6-20 characters", () => {
    fireEvent.click(screen.getByRole("tab", { name: "密码登录" }));
    type(phoneInput(), "13800138000");
    type(passwordInput(), "abc12");
    expect(loginButton().disabled).toBe(true);
    type(passwordInput(), "abc123");
    expect(loginButton().disabled).toBe(false);
    type(phoneInput(), "1380013800");
    expect(loginButton().disabled).toBe(true);
  });
});

describe("send-code button", () => {
  it("asks for a mainland number before opening the captcha", () => {
    type(phoneInput(), "12800138000");
    fireEvent.click(sendButton());
    expect(screen.getByText("请输入正确的手机号")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "pass-captcha" })).toBeNull();
  });

  it("sends with the captcha's verification, shows 已发送 and counts down 60 s", async () => {
    vi.useFakeTimers();
    await sendCode();
    expect(sendSms).toHaveBeenCalledWith("13800138000", "verification-1", 1);
    expect(toasts()).toContain("已发送");
    expect(sendButton().textContent).toBe("重新发送(60s)");
    expect(sendButton().disabled).toBe(true);

    await act(async () => void (await vi.advanceTimersByTimeAsync(1_000)));
    expect(sendButton().textContent).toBe("重新发送(59s)");
    await act(async () => void (await vi.advanceTimersByTimeAsync(58_000)));
    expect(sendButton().textContent).toBe("重新发送(1s)");
    await act(async () => void (await vi.advanceTimersByTimeAsync(1_000)));
    expect(sendButton().textContent).toBe("获取验证码");
    expect(sendButton().disabled).toBe(false);
  });

  it("comes straight back with the server's message, or 验证码获取失败, on failure", async () => {
    sendSms.mockResolvedValueOnce({ code: 429, message: "发送过于频繁", data: null });
    await sendCode();
    expect(toasts()).toContain("发送过于频繁");
    expect(sendButton().textContent).toBe("获取验证码");

    sendSms.mockResolvedValueOnce({ code: 500, message: "", data: null });
    await sendCode();
    expect(toasts()).toContain("验证码获取失败");
    expect(sendButton().disabled).toBe(false);
    expect(loginButton().disabled).toBe(true);
  });
});

describe("submitting", () => {
  it("code login sends the keep-login choice and signs in (the gateway keeps the token)", async () => {
    login.mockResolvedValue({ code: 200, message: "ok", data: { expiresAt: "" } });
    await sendCode();
    type(codeInput(), "654321");
    fireEvent.click(screen.getByRole("checkbox", { name: "下次自动登录" }));
    fireEvent.click(loginButton());
    await flush();
    expect(login).toHaveBeenCalledWith({ mobile: "13800138000", mode: 1, auto: 0, verifyCode: "654321" });
    expect(signIn).toHaveBeenCalledOnce();
  });

  it("password login encrypts with a fresh dynamic key and shows the 10011 message", async () => {
    dynamicKey.mockResolvedValue({
      code: 200,
      message: "ok",
      data: { key: "abcdefghijklmnop", iv: "0123456789abcdef" },
    });
    login.mockResolvedValue({ code: 10011, message: "x", data: null });
    fireEvent.click(screen.getByRole("tab", { name: "密码登录" }));
    type(phoneInput(), "13800138000");
    type(passwordInput(), "secret123");
    fireEvent.click(loginButton());
    await flush();

    const request = login.mock.calls[0][0];
    expect(request).toMatchObject({ mobile: "13800138000", mode: 0, auto: 1, key: "abcdefghijklmnop" });
    const decipher = createDecipheriv(
      "aes-128-cbc",
      Buffer.from("abcdefghijklmnop"),
      Buffer.from("0123456789abcdef"),
    );
    const plain = Buffer.concat([
      decipher.update(Buffer.from(request.password ?? "", "base64")),
      decipher.final(),
    ]);
    expect(plain.toString()).toBe("secret123");
    expect(screen.getByText("用户名或密码输入错误，超过五次将被锁定！")).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();

    fireEvent.click(loginButton());
    await flush();
    expect(dynamicKey).toHaveBeenCalledTimes(2);
  });

  it("shows the server's message for other failures and 登录失败 for 3 s when the network fails", async () => {
    vi.useFakeTimers();
    dynamicKey.mockResolvedValue({
      code: 200,
      message: "ok",
      data: { key: "abcdefghijklmnop", iv: "0123456789abcdef" },
    });
    login.mockResolvedValueOnce({ code: 10012, message: "账号已锁定，请30分钟后再试", data: null });
    fireEvent.click(screen.getByRole("tab", { name: "密码登录" }));
    type(phoneInput(), "13800138000");
    type(passwordInput(), "secret123");
    fireEvent.click(loginButton());
    await flush();
    expect(screen.getByText("账号已锁定，请30分钟后再试")).toBeTruthy();

    login.mockResolvedValueOnce({ code: 0, message: "网络异常，请检查网络后重试", data: null });
    fireEvent.click(loginButton());
    await flush();
    expect(toasts()).toEqual(["登录失败"]);
    await act(async () => void (await vi.advanceTimersByTimeAsync(2_999)));
    expect(toasts()).toEqual(["登录失败"]);
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(toasts()).toEqual([]);
  });

  it("rejects a password the api would not accept (over 16) at the field", async () => {
    fireEvent.click(screen.getByRole("tab", { name: "密码登录" }));
    type(phoneInput(), "13800138000");
    type(passwordInput(), "a".repeat(17));
    fireEvent.click(loginButton());
    await flush();
    expect(screen.getByText("密码是长度为6-20位的字母、数字或组合")).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });
});
