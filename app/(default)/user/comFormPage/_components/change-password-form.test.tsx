// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ChangePasswordForm } from "./change-password-form";

import { renderWithIntl } from "@/tests/support/render-with-intl";
import { useUiStore } from "@/stores/ui-store";
import { useUserStore } from "@/stores/user-store";

const account = vi.hoisted(() => ({ updatePassword: vi.fn() }));
vi.mock("@/lib/api/account", () => ({
  accountApi: account,
  dynamicCipher: async () => ({
    ok: true,
    cipher: { key: "k", iv: "i", encrypt: (p: string) => `enc:${p}` },
  }),
}));

afterEach(() => {
  cleanup();
  useUserStore.setState({ auth: "", userInfo: null, showLoginModel: false });
});

describe("ChangePasswordForm", () => {
  it("signs the user out and asks for the new password after a change (every session ended)", async () => {
    useUserStore.setState({ auth: "1", userInfo: { id: 1, nickName: "球迷" } as never });
    account.updatePassword.mockResolvedValue({ code: 200, message: "密码修改成功", data: null });
    renderWithIntl(<ChangePasswordForm />);
    fireEvent.change(screen.getByLabelText("原密码"), { target: { value: "abc123" } });
    fireEvent.change(screen.getByLabelText("新密码"), { target: { value: "changed88" } });
    fireEvent.change(screen.getByLabelText("确认密码"), { target: { value: "changed88" } });
    await act(async () => void fireEvent.click(screen.getByRole("button", { name: "保存" })));
    expect(account.updatePassword).toHaveBeenCalledWith(
      expect.objectContaining({ oldPassword: "enc:abc123", newPassword: "enc:changed88" }),
    );
    expect(useUserStore.getState()).toMatchObject({ auth: "", userInfo: null, showLoginModel: true });
    expect(useUiStore.getState().toasts.map((t) => t.message)).toContain("密码已修改，请重新登录");
  });
});
