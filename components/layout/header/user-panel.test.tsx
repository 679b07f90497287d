// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { UserInfo } from "@/lib/api/user";
import { useUserStore } from "@/stores/user-store";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { UserPanel } from "./user-panel";

const push = vi.fn();
let pathname = "/";
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }), usePathname: () => pathname }));
vi.mock("next/link", () => ({
  default: ({ href, prefetch: _p, ...rest }: { href: string; prefetch?: unknown }) => (
    <a href={href} {...rest} />
  ),
}));

const logout = vi.fn();
vi.mock("@/lib/api/user", () => ({ userApi: { logout: () => logout() } }));

const base: UserInfo = { id: 42, nickName: "老王说球", portrait: "", level: null, isAnchor: 0, isExpert: 0 };
const balances = { balance: 1234567, ticket: 8800 };

describe("user panel", () => {
  const reload = vi.fn();
  beforeEach(() => {
    push.mockReset();
    reload.mockReset();
    logout.mockReset().mockResolvedValue({ code: 200, message: "ok", data: null });
    Object.defineProperty(window, "location", { value: { ...window.location, reload }, configurable: true });
    useUserStore.setState({ auth: "token", userInfo: base, balancesInfo: balances });
  });
  afterEach(cleanup);

  it("shows level 0 for a null level, balances with separators and the non-anchor links", () => {
    renderWithIntl(<UserPanel user={base} balances={balances} />);
    expect(screen.getByText("LV0")).toBeTruthy();
    expect(screen.getByText("1,234,567")).toBeTruthy();
    expect(screen.getByText("8,800")).toBeTruthy();
    expect(screen.getByRole("link", { name: "我的空间" }).getAttribute("href")).toBe(
      "/personal/42?headerNavIndex=0",
    );
    expect(screen.getByRole("link", { name: "申请主播" }).getAttribute("href")).toBe("/v/apply");
    expect(screen.queryByRole("link", { name: "发布推荐" })).toBeNull();
  });

  it("offers 发布推荐 to experts and hides 申请主播 from anchors", () => {
    const expertAnchor = { ...base, isAnchor: 1 as const, isExpert: 1 as const, level: 12 };
    renderWithIntl(<UserPanel user={expertAnchor} balances={null} />);
    expect(screen.getByText("LV12")).toBeTruthy();
    expect(screen.getByRole("link", { name: "发布推荐" }).getAttribute("href")).toBe("/recommend/comList");
    expect(screen.queryByRole("link", { name: "申请主播" })).toBeNull();
    expect(screen.getByRole("link", { name: "我的空间" }).getAttribute("href")).toBe(
      "/personal/42?headerNavIndex=2",
    );
  });

  it("signs out on a /v page and goes home", async () => {
    pathname = "/v/wallet";
    renderWithIntl(<UserPanel user={base} balances={balances} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "退出登录" })));
    expect(logout).toHaveBeenCalledOnce();
    expect(useUserStore.getState().userInfo).toBeNull();
    expect(useUserStore.getState().auth).toBe("");
    expect(push).toHaveBeenCalledWith("/");
    expect(reload).not.toHaveBeenCalled();
  });

  it("signs out anywhere else and reloads the page", async () => {
    pathname = "/news/18";
    renderWithIntl(<UserPanel user={base} balances={balances} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "退出登录" })));
    expect(useUserStore.getState().userInfo).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
    expect(push).not.toHaveBeenCalled();
  });
});
