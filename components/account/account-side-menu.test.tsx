// @vitest-environment jsdom
import { act, cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useNoticeStore } from "@/stores/notice-store";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { AccountSideMenu } from "./account-side-menu";

let pathname = "/v/home";
vi.mock("next/navigation", () => ({ usePathname: () => pathname }));
vi.mock("next/link", () => ({
  default: ({ href, prefetch: _p, ...rest }: { href: string; prefetch?: unknown }) => (
    <a href={href} {...rest} />
  ),
}));

describe("account side menu", () => {
  beforeEach(() => useNoticeStore.setState({ unread: null }));
  afterEach(cleanup);

  it("links every page of the account area and marks the current one", () => {
    pathname = "/v/grade";
    renderWithIntl(<AccountSideMenu />);
    const menu = screen.getByRole("navigation", { name: "个人中心" });
    const links = within(menu).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/v/home",
      "/v/personal-data",
      "/v/information",
      "/v/message",
      "/v/attention",
      "/v/concern",
      "/v/reserve",
      "/v/order",
      "/v/wallet",
      "/v/pay",
      "/v/collection",
      "/v/posting",
      "/v/grade",
    ]);
    expect(within(menu).getByRole("link", { name: "我的等级" }).getAttribute("aria-current")).toBe("page");
    expect(within(menu).getByRole("link", { name: "个人中心" }).getAttribute("aria-current")).toBeNull();
  });

  it("shows each notice box's unread count beside it, and none when all is read", () => {
    renderWithIntl(<AccountSideMenu />);
    expect(screen.queryByTestId("unread-badge")).toBeNull();
    act(() => useNoticeStore.getState().setUnread({ information: 3, message: 120, total: 123 }));
    expect(screen.getByRole("link", { name: /系统通知/ }).textContent).toBe("系统通知3");
    expect(screen.getByRole("link", { name: /互动消息/ }).textContent).toBe("互动消息99+");
    act(() => useNoticeStore.getState().setUnread({ information: 0, message: 0, total: 0 }));
    expect(screen.queryByTestId("unread-badge")).toBeNull();
  });
});
