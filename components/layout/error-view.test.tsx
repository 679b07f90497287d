// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { ErrorView } from "./error-view";
import { renderWithIntl } from "@/tests/support/render-with-intl";

afterEach(cleanup);

it("shows the error's status and message, retries and links home", () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const retry = vi.fn();
  const error = Object.assign(new Error("比赛数据加载失败"), { response: { status: 503 } });
  renderWithIntl(<ErrorView error={error} retry={retry} />);
  expect(screen.getByText("503")).toBeTruthy();
  expect(screen.getByText("比赛数据加载失败")).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "重试" }));
  expect(retry).toHaveBeenCalledOnce();
  expect(screen.getByRole("link", { name: "返回首页" }).getAttribute("href")).toBe("/");
});

it("falls back to 500 and a friendly text for a redacted server error", () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  renderWithIntl(
    <ErrorView error={Object.assign(new Error("redacted"), { digest: "abc123" })} retry={() => {}} />,
  );
  expect(screen.getByText("500")).toBeTruthy();
  expect(screen.getByText("服务器开小差了，请稍后重试")).toBeTruthy();
  expect(screen.getByText("错误编号：abc123")).toBeTruthy();
});
