// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { RegisterForm } from "./register-form";

import { renderWithIntl } from "@/tests/support/render-with-intl";
import { accountApi } from "@/lib/api/account";
import { captchaApi } from "@/lib/api/captcha";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
vi.mock("@/lib/api/captcha", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/api/captcha")>()),
  captchaApi: { get: vi.fn(), check: vi.fn(), sliding: vi.fn() },
}));
vi.mock("@/lib/api/account", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/api/account")>()),
  accountApi: { register: vi.fn(), checkNickName: vi.fn() },
}));

const flush = () => act(async () => {});

beforeEach(() => {
  vi.mocked(captchaApi.get).mockResolvedValue({
    repCode: "6201",
    repMsg: "get接口请求次数超限，请稍后再试!",
    repData: null,
  });
});
afterEach(cleanup);

describe("RegisterForm", () => {
  it("lists every rule that is not met instead of calling the api", async () => {
    renderWithIntl(<RegisterForm />);
    await flush();
    fireEvent.click(screen.getByRole("button", { name: "注册" }));
    await flush();
    for (const message of [
      "请输入正确的手机号",
      "请拖动滑块填充拼图",
      "请输入验证码！",
      "密码是长度为6-20位的字母、数字或组合",
      "请阅读并同意《用户服务协议》和《隐私政策》",
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(accountApi.register).not.toHaveBeenCalled();
  });

  it("says whether the optional nickname is taken", async () => {
    vi.mocked(accountApi.checkNickName).mockResolvedValue({
      code: 200,
      message: "ok",
      data: { available: false },
    });
    renderWithIntl(<RegisterForm />);
    await flush();
    const nickname = screen.getByLabelText("昵称（选填）");
    fireEvent.change(nickname, { target: { value: "球迷小王" } });
    fireEvent.blur(nickname);
    await flush();
    expect(accountApi.checkNickName).toHaveBeenCalledWith("球迷小王");
    expect(screen.getByText("昵称已被占用")).toBeTruthy();
  });
});
