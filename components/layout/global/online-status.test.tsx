// @vitest-environment jsdom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { OnlineStatus } from "./online-status";

function goOnline(onLine: boolean) {
  act(() => {
    Object.defineProperty(navigator, "onLine", { value: onLine, configurable: true });
    window.dispatchEvent(new Event(onLine ? "online" : "offline"));
  });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it("warns while offline and briefly confirms the recovery", () => {
  vi.useFakeTimers();
  renderWithIntl(<OnlineStatus />);
  expect(screen.queryByRole("alert")).toBeNull();

  goOnline(false);
  expect(screen.getByRole("alert").textContent).toBe("网络已断开，请检查网络连接");

  goOnline(true);
  expect(screen.getByRole("status").textContent).toBe("网络已恢复");
  act(() => vi.advanceTimersByTime(3_000));
  expect(screen.queryByRole("status")).toBeNull();
});
