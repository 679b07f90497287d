// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { PasswordFindFlow } from "./password-find-flow";

import { renderWithIntl } from "@/tests/support/render-with-intl";
import { accountApi } from "@/lib/api/account";
import { captchaApi } from "@/lib/api/captcha";
import { userApi } from "@/lib/api/user";

vi.mock("@/lib/api/captcha", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/api/captcha")>()),
  captchaApi: { get: vi.fn(), check: vi.fn(), sliding: vi.fn() },
}));
vi.mock("@/lib/api/account", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/api/account")>()),
  accountApi: { verifyCode: vi.fn(), retrievePassword: vi.fn() },
}));
vi.mock("@/lib/api/user", () => ({ userApi: { sendSms: vi.fn(), dynamicKey: vi.fn() } }));

const flush = () => act(async () => {});
afterEach(cleanup);

describe("PasswordFindFlow", () => {
  it("needs the slider before sending, then verifies the code and sets a new password", async () => {
    vi.mocked(captchaApi.sliding).mockResolvedValue({
      repCode: "6201",
      repMsg: "get接口请求次数超限，请稍后再试!",
      repData: null,
    });
    vi.mocked(accountApi.verifyCode).mockResolvedValue({ code: 200, message: "ok", data: null });
    vi.mocked(accountApi.retrievePassword).mockResolvedValue({ code: 200, message: "ok", data: null });
    vi.mocked(userApi.dynamicKey).mockResolvedValue({
      code: 200,
      message: "ok",
      data: { key: "k".repeat(16), iv: "i".repeat(16) },
    });
    renderWithIntl(<PasswordFindFlow />);
    await flush();

    fireEvent.change(screen.getByLabelText("手机号"), { target: { value: "13800138000" } });
    fireEvent.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(screen.getAllByText("请拖动滑块填充拼图").length).toBeGreaterThan(1);
    expect(userApi.sendSms).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText("验证码"), { target: { value: "246810" } });
    fireEvent.click(screen.getByRole("button", { name: "下一步" }));
    await flush();
    expect(accountApi.verifyCode).toHaveBeenCalledWith("13800138000", "246810", 3);

    fireEvent.change(screen.getByLabelText("新密码"), { target: { value: "newpass1" } });
    fireEvent.change(screen.getByLabelText("确认密码"), { target: { value: "newpass2" } });
    fireEvent.click(screen.getByRole("button", { name: "确认修改" }));
    expect(screen.getByText("两次输入的密码不一致")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("确认密码"), { target: { value: "newpass1" } });
    fireEvent.click(screen.getByRole("button", { name: "确认修改" }));
    await flush();
    expect(vi.mocked(accountApi.retrievePassword).mock.calls[0][0]).toMatchObject({
      mobile: "13800138000",
      verifyCode: "246810",
      key: "k".repeat(16),
    });
    expect(screen.getByText("密码重置成功")).toBeTruthy();
  });
});
