// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { NewPasswordForm } from "./new-password-form";
import { renderWithIntl } from "@/tests/support/render-with-intl";

vi.mock("@/lib/api/account", () => ({
  dynamicCipher: async () => ({
    ok: true,
    cipher: { key: "k", iv: "v", encrypt: (p: string) => `enc(${p})` },
  }),
}));

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("NewPasswordForm", () => {
  const send = vi.fn();
  const onDone = vi.fn();
  beforeEach(() => {
    send.mockReset();
    onDone.mockReset();
  });
  afterEach(cleanup);
  const renderForm = () => renderWithIntl(<NewPasswordForm submitLabel="确定" send={send} onDone={onDone} />);

  it("refuses two different passwords without sending", async () => {
    renderForm();
    type("新密码", "abc123");
    type("确认密码", "abc124");
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    expect(await screen.findByText("两次输入的密码不一致")).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the password encrypted with the dynamic key and reports success", async () => {
    send.mockResolvedValue({ code: 200 });
    renderForm();
    type("新密码", "abc123");
    type("确认密码", "abc123");
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(send).toHaveBeenCalledWith({ password: "enc(abc123)", key: "k", iv: "v" });
  });

  it("shows the server's message and stays on the form when it refuses", async () => {
    send.mockResolvedValue({ code: 10020, message: "验证码已失效，请重新获取" });
    renderForm();
    type("新密码", "abc123");
    type("确认密码", "abc123");
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    expect(await screen.findByText("验证码已失效，请重新获取")).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
