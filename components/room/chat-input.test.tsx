// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { UserInfo } from "@/lib/api/user";
import { useUserStore } from "@/stores/user-store";
import { ChatInput } from "./chat-input";
import { renderWithIntl } from "@/tests/support/render-with-intl";

const send = vi.fn();
vi.mock("@/lib/api/room-client", () => ({
  roomApi: { send: (...args: unknown[]) => send(...args), emojis: async () => ({ code: 500, data: null }) },
}));

const fan = { id: 7, nickName: "球迷小王", portrait: "", level: 3, isAnchor: 0, isExpert: 0 } as UserInfo;

function renderInput(props: Partial<Parameters<typeof ChatInput>[0]> = {}) {
  const onDraft = vi.fn();
  renderWithIntl(
    <ChatInput roomId={5} draft="" onDraft={onDraft} mutedUntil={null} onSent={vi.fn()} {...props} />,
  );
  return onDraft;
}

describe("ChatInput", () => {
  beforeEach(() => useUserStore.setState({ auth: "token", userInfo: fan, showLoginModel: false }));
  afterEach(() => {
    cleanup();
    send.mockReset();
  });

  it("asks a visitor to sign in and opens the login modal", () => {
    useUserStore.setState({ auth: "", userInfo: null });
    renderInput();
    expect(screen.getByText("登录后参与聊天")).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "登录" }));
    expect(useUserStore.getState().showLoginModel).toBe(true);
  });

  it("lets a visitor switch the danmaku off and on", () => {
    useUserStore.setState({ auth: "", userInfo: null });
    renderInput();
    const toggle = screen.getByRole("switch");
    const before = toggle.getAttribute("aria-checked");
    fireEvent.click(toggle);
    expect(screen.getByRole("switch").getAttribute("aria-checked")).not.toBe(before);
    fireEvent.click(screen.getByRole("switch"));
    expect(screen.getByRole("switch").getAttribute("aria-checked")).toBe(before);
  });

  it("disables the box of a muted viewer and says until when", () => {
    renderInput({ mutedUntil: "2026-05-01T12:30:00.000Z" });
    expect((screen.getByRole("textbox", { name: "聊天内容" }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId("chat-muted").textContent).toMatch(/^您已被禁言至 (\d\d-\d\d )?20:30$/);
    expect((screen.getByRole("button", { name: "发送" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the length against the limit and refuses to send past it", () => {
    renderInput({ draft: "球".repeat(101) });
    expect(screen.getByText("101/100")).toBeTruthy();
    expect((screen.getByRole("button", { name: "发送" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's refusal inline and keeps the draft", async () => {
    send.mockResolvedValue({ code: 20002, message: "发言太快了，请稍后再试", data: null });
    const onDraft = renderInput({ draft: "好球" });
    fireEvent.click(screen.getByRole("button", { name: "发送" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("发言太快了，请稍后再试"));
    expect(send).toHaveBeenCalledWith(5, "好球");
    expect(onDraft).not.toHaveBeenCalledWith("");
  });
});
