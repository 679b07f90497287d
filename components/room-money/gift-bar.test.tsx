// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useUiStore } from "@/stores/ui-store";
import { useUserStore } from "@/stores/user-store";
import { GiftBar } from "./gift-bar";
import { answer, calls, fail, ok, resetHttp, settle } from "./test-kit";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { fan, gifts, ROOM_ID } from "./test-fixtures";

vi.mock("@/lib/api/http", async () => (await import("./test-kit")).fakeHttp);
vi.mock("next/link", async () => (await import("./test-kit")).nextLink);

const sent = () => calls.filter((c) => c.call === "POST /pay/gift").map((c) => c.params);
const giftButton = (name: string) => screen.getByRole("button", { name: new RegExp(`^${name}`) });

describe("gift bar", () => {
  beforeEach(() => {
    resetHttp();
    answer("GET /api/chat/gift/all", ok(gifts));
    useUiStore.setState({ toasts: [] });
    useUserStore.setState({
      auth: "t",
      userInfo: fan,
      balancesInfo: { balance: 5000, ticket: 0 },
      showLoginModel: false,
    });
  });
  afterEach(cleanup);

  it("shows the catalogue in diamonds and the caller's diamonds with separators", async () => {
    renderWithIntl(<GiftBar roomId={ROOM_ID} />);
    await settle();
    const shelf = screen.getByRole("list", { name: "礼物" });
    expect(within(shelf).getAllByRole("button")).toHaveLength(3);
    expect(within(giftButton("火箭")).getByText("2,888 钻石")).toBeTruthy();
    expect(screen.getByTestId("gift-bar-diamonds").textContent).toBe("5,000");
    expect(screen.getByRole("link", { name: "去充值" }).getAttribute("href")).toBe("/v/pay");
  });

  it("sends the chosen gift and count, then lowers the diamonds in the user store", async () => {
    answer("POST /pay/gift", ok({ recordId: 1, giftId: 10, count: 10, total: 1880, balance: 3120 }));
    renderWithIntl(<GiftBar roomId={ROOM_ID} />);
    await settle();
    fireEvent.click(giftButton("奖牌"));
    fireEvent.click(screen.getByRole("button", { name: "10" }));
    expect(screen.getByText("合计 1,880 钻石")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "赠送" }));
    await settle();
    expect(sent()).toEqual([{ roomId: ROOM_ID, giftId: 10, count: 10 }]);
    expect(useUserStore.getState().balancesInfo?.balance).toBe(3120);
    expect(screen.getByTestId("gift-bar-diamonds").textContent).toBe("3,120");
    expect(useUiStore.getState().toasts.map((t) => t.message)).toEqual(["赠送成功"]);
  });

  it("takes a custom count up to the api's maximum", async () => {
    answer("POST /pay/gift", ok({ recordId: 1, giftId: 1, count: 233, total: 233, balance: 4767 }));
    renderWithIntl(<GiftBar roomId={ROOM_ID} />);
    await settle();
    const custom = screen.getByLabelText("自定义数量");
    fireEvent.change(custom, { target: { value: "10000" } });
    expect(screen.getByText("礼物数量为 1-9,999")).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "赠送" }).disabled).toBe(true);
    fireEvent.change(custom, { target: { value: "233" } });
    fireEvent.click(screen.getByRole("button", { name: "赠送" }));
    await settle();
    expect(sent()).toEqual([{ roomId: ROOM_ID, giftId: 1, count: 233 }]);
  });

  it("shows the server's message and a wallet link when diamonds run short", async () => {
    answer("POST /pay/gift", fail(30001, "钻石余额不足，请先充值"));
    renderWithIntl(<GiftBar roomId={ROOM_ID} />);
    await settle();
    fireEvent.click(giftButton("火箭"));
    fireEvent.click(screen.getByRole("button", { name: "1314" }));
    fireEvent.click(screen.getByRole("button", { name: "赠送" }));
    await settle();
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("钻石余额不足，请先充值");
    expect(within(alert).getByRole("link", { name: "去充值" }).getAttribute("href")).toBe("/v/pay");
    expect(useUserStore.getState().balancesInfo?.balance).toBe(5000);
  });

  it("opens the login modal for a visitor instead of sending", async () => {
    useUserStore.setState({ auth: "", userInfo: null, balancesInfo: null });
    renderWithIntl(<GiftBar roomId={ROOM_ID} />);
    await settle();
    expect(screen.queryByTestId("gift-bar-diamonds")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "赠送" }));
    expect(useUserStore.getState().showLoginModel).toBe(true);
    expect(sent()).toEqual([]);
  });

  it("offers a retry when the catalogue fails to load", async () => {
    answer("GET /api/chat/gift/all", fail(500, "服务繁忙"));
    renderWithIntl(<GiftBar roomId={ROOM_ID} />);
    await settle();
    answer("GET /api/chat/gift/all", ok(gifts));
    fireEvent.click(screen.getByRole("button", { name: "重试" }));
    await settle();
    expect(screen.getByRole("list", { name: "礼物" })).toBeTruthy();
  });
});
