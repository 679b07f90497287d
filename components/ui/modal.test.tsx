// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { toast, useUiStore } from "@/stores/ui-store";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { Modal } from "./modal";
import { Toaster } from "./toast";

function Opener({ dismissOnBackdrop }: { dismissOnBackdrop?: boolean }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="登录" dismissOnBackdrop={dismissOnBackdrop}>
        <input aria-label="手机号" />
        <button type="button" onClick={() => setInner(true)}>
          验证
        </button>
        <Modal open={inner} onClose={() => setInner(false)} label="安全验证" bare dismissOnBackdrop={false}>
          <p>拼图</p>
        </Modal>
      </Modal>
      <Toaster />
    </>
  );
}

const open = () => {
  const opener = screen.getByRole("button", { name: "打开" });
  opener.focus();
  fireEvent.click(opener);
  return opener;
};
const escape = () => fireEvent.keyDown(document.activeElement!, { key: "Escape" });

afterEach(() => {
  cleanup();
  useUiStore.setState({ toasts: [] });
});

describe("Modal", () => {
  it("moves focus into the dialog, closes on Escape and gives focus back to the opener", () => {
    renderWithIntl(<Opener />);
    const opener = open();
    const dialog = screen.getByRole("dialog", { name: "登录" });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.body.style.overflow).toBe("hidden");
    escape();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe("");
  });

  it("keeps Tab inside: past the last control it wraps to the first, Shift+Tab from the first to the last", () => {
    renderWithIntl(<Opener />);
    const opener = open();
    const dialog = screen.getByRole("dialog", { name: "登录" });
    const close = screen.getByRole("button", { name: "关闭" });
    const verify = screen.getByRole("button", { name: "验证" });
    const tab = (shiftKey = false) => fireEvent.keyDown(document.activeElement!, { key: "Tab", shiftKey });
    // The dialog itself holds focus at first: Shift+Tab goes to the last control.
    tab(true);
    expect(document.activeElement).toBe(verify);
    tab();
    expect(document.activeElement).toBe(close);
    tab(true);
    expect(document.activeElement).toBe(verify);
    expect(dialog.contains(document.activeElement)).toBe(true);
    escape();
    expect(document.activeElement).toBe(opener);
  });

  it("closes on a click of the dimmed page, not of its content, unless told to stay", () => {
    renderWithIntl(<Opener />);
    open();
    fireEvent.mouseDown(screen.getByRole("textbox", { name: "手机号" }));
    expect(screen.getByRole("dialog", { name: "登录" })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole("dialog", { name: "登录" }));
    expect(screen.queryByRole("dialog")).toBeNull();

    cleanup();
    renderWithIntl(<Opener dismissOnBackdrop={false} />);
    open();
    fireEvent.mouseDown(screen.getByRole("dialog", { name: "登录" }));
    expect(screen.getByRole("dialog", { name: "登录" })).toBeTruthy();
  });

  it("closes only the innermost dialog on Escape, and focus goes back inside the outer one", () => {
    renderWithIntl(<Opener />);
    open();
    const verify = screen.getByRole("button", { name: "验证" });
    verify.focus();
    fireEvent.click(verify);
    expect(screen.getByRole("dialog", { name: "安全验证" }).contains(document.activeElement)).toBe(true);
    escape();
    expect(screen.queryByRole("dialog", { name: "安全验证" })).toBeNull();
    expect(screen.getByRole("dialog", { name: "登录" })).toBeTruthy();
    expect(document.activeElement).toBe(verify);
  });

  it("shows toasts inside the open dialog, the only part of the page left live", () => {
    renderWithIntl(<Opener />);
    open();
    act(() => toast("密码错误", "error"));
    expect(screen.getByRole("dialog", { name: "登录" }).contains(screen.getByRole("alert"))).toBe(true);
    escape();
    expect(screen.getByRole("alert").closest("dialog")).toBeNull();
  });
});
