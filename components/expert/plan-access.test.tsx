// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answer, calls, fail, ok, resetHttp, settle } from "@/components/room-money/test-kit";
import { fan } from "@/components/room-money/test-fixtures";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { useUiStore } from "@/stores/ui-store";
import { useUserStore } from "@/stores/user-store";
import { PlanAccess } from "./plan-access";
import { ANALYSIS, locked, withContent } from "./test-fixtures";

vi.mock("@/lib/api/http", async () => (await import("@/components/room-money/test-kit")).fakeHttp);
vi.mock("next/link", async () => (await import("@/components/room-money/test-kit")).nextLink);

const signIn = (balance: number) =>
  useUserStore.setState({
    auth: "1",
    userInfo: fan,
    balancesInfo: { balance, ticket: 0 },
    showLoginModel: false,
  });

describe("PlanAccess", () => {
  beforeEach(() => {
    resetHttp();
    useUiStore.setState({ toasts: [] });
    useUserStore.setState({ auth: "", userInfo: null, balancesInfo: null, showLoginModel: false });
  });
  afterEach(cleanup);

  it("asks a visitor to sign in and shows no content", async () => {
    renderWithIntl(<PlanAccess initial={locked} />);
    await settle();
    expect(screen.queryByText(ANALYSIS)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "登录后查看" }));
    expect(useUserStore.getState().showLoginModel).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it("shows a settled plan's content to everyone", async () => {
    renderWithIntl(<PlanAccess initial={{ ...withContent, bought: false, status: 3, result: 1 }} />);
    await settle();
    expect(screen.getByText(ANALYSIS)).toBeTruthy();
  });

  it("confirms price and balance, pays, then shows the content and the lower balance", async () => {
    signIn(1000);
    answer("GET /tj/recommend/41", ok(locked));
    answer("POST /tj/recommend/buy", ok({ balance: 942, plan: withContent }));
    renderWithIntl(<PlanAccess initial={locked} />);
    await settle();
    fireEvent.click(screen.getByRole("button", { name: /购买方案/ }));
    const dialog = screen.getByRole("dialog", { name: "确认购买" });
    expect(within(dialog).getByTestId("buy-price").textContent).toBe("58");
    expect(within(dialog).getByTestId("buy-balance").textContent).toBe("1,000");
    expect(within(dialog).getByText("942")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "确认支付" }));
    await settle();
    expect(calls.at(-1)).toEqual({ call: "POST /tj/recommend/buy", params: { code: "41" } });
    expect(useUserStore.getState().balancesInfo?.balance).toBe(942);
    expect(screen.getByText(ANALYSIS)).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps the dialog open with the api's message and a top-up link when diamonds are short", async () => {
    signIn(10);
    answer("GET /tj/recommend/41", ok(locked));
    answer("POST /tj/recommend/buy", fail(30001, "钻石余额不足，请先充值"));
    renderWithIntl(<PlanAccess initial={locked} />);
    await settle();
    fireEvent.click(screen.getByRole("button", { name: /购买方案/ }));
    fireEvent.click(screen.getByRole("button", { name: "确认支付" }));
    await settle();
    const dialog = screen.getByRole("dialog", { name: "确认购买" });
    expect(within(dialog).getByRole("alert").textContent).toContain("钻石余额不足，请先充值");
    expect(within(dialog).getByRole("link", { name: "去充值" })).toBeTruthy();
    expect(useUserStore.getState().balancesInfo?.balance).toBe(10);
    expect(screen.queryByText(ANALYSIS)).toBeNull();
  });

  it("shows a buyer the content fetched for them, though the page was rendered for a visitor", async () => {
    signIn(500);
    answer("GET /tj/recommend/41", ok(withContent));
    renderWithIntl(<PlanAccess initial={locked} />);
    await settle();
    expect(screen.getByText(ANALYSIS)).toBeTruthy();
    expect(screen.getByText("大")).toBeTruthy();
  });
});
