// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeEventSource } from "@/components/realtime/fake-event-source";
import { useNoticeStore } from "@/stores/notice-store";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { NoticeBell } from "./notice-bell";

vi.mock("next/link", () => ({
  default: ({ href, prefetch: _p, ...rest }: { href: string; prefetch?: unknown }) => (
    <a href={href} {...rest} />
  ),
}));
const unread = vi.fn();
vi.mock("@/lib/api/notices", () => ({
  NOTICE_STREAM_URL: "/gateway/user/notice/stream",
  noticeApi: { unread: () => unread() },
}));

describe("header notice bell", () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal("EventSource", FakeEventSource);
    useNoticeStore.setState({ unread: null });
    unread
      .mockReset()
      .mockResolvedValue({ code: 200, message: "ok", data: { information: 2, message: 3, total: 5 } });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the unread total from the api and follows the user's notice stream", async () => {
    renderWithIntl(<NoticeBell />);
    const bell = screen.getByTestId("notice-bell");
    await waitFor(() => expect(bell.getAttribute("aria-label")).toBe("消息通知，5条未读"));
    expect(screen.getByTestId("unread-badge").textContent).toBe("5");
    expect(FakeEventSource.last.url).toBe("/gateway/user/notice/stream");
    act(() => FakeEventSource.last.open());
    act(() => FakeEventSource.last.emit("notice", { information: 1, message: 3, total: 4 }, "1-1"));
    expect(screen.getByTestId("unread-badge").textContent).toBe("4");
    expect(bell.getAttribute("href")).toBe("/v/information");
  });

  it("hides the badge at zero and leads to 互动消息 when only messages are unread", async () => {
    renderWithIntl(<NoticeBell />);
    await waitFor(() => expect(screen.getByTestId("unread-badge")).toBeTruthy());
    act(() => FakeEventSource.last.emit("notice", { information: 0, message: 0, total: 0 }, "1-2"));
    expect(screen.queryByTestId("unread-badge")).toBeNull();
    expect(screen.getByTestId("notice-bell").getAttribute("aria-label")).toBe("消息通知");
    act(() => FakeEventSource.last.emit("notice", { information: 0, message: 1, total: 1 }, "1-3"));
    expect(screen.getByTestId("notice-bell").getAttribute("href")).toBe("/v/message");
  });

  it("ignores a frame that is not a count", async () => {
    renderWithIntl(<NoticeBell />);
    await waitFor(() => expect(screen.getByTestId("unread-badge").textContent).toBe("5"));
    act(() => FakeEventSource.last.emit("notice", { hello: 1 }, "1-4"));
    expect(screen.getByTestId("unread-badge").textContent).toBe("5");
  });
});
