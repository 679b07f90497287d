// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { NobilityBag, NobilityLevel } from "@/lib/contracts/room-money";
import { useUiStore } from "@/stores/ui-store";
import { useUserStore } from "@/stores/user-store";
import { NobilityPanel } from "./nobility-panel";
import { answer, calls, fail, ok, resetHttp, settle } from "./test-kit";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { fan, ROOM_ID } from "./test-fixtures";

vi.mock("@/lib/api/http", async () => (await import("./test-kit")).fakeHttp);
vi.mock("next/link", async () => (await import("./test-kit")).nextLink);

const level = (id: number, name: string, price: number): NobilityLevel => ({
  id,
  name,
  price,
  days: 30,
  icon: `/images/nobility/${id}.svg`,
  nameColor: "#2F80ED",
  bubble: { background: "#EAF2FE", border: "#8DB8F5", color: "#1D4F91" },
  entryEffect: "banner",
  hornGrant: id - 2,
  perks: [`${name}专属身份标识`, "进场横幅特效"],
});
const levels = [level(1, "骑士", 300), level(3, "伯爵", 3000)];
const knight = { id: 1, name: "骑士", icon: "/images/nobility/1.svg", nameColor: "#3BA272" };
const bag: NobilityBag = {
  current: { ...knight, expiresAt: "2025-07-01T04:00:00.000Z", worn: true },
  list: [{ ...knight, expiresAt: "2025-07-01T04:00:00.000Z", worn: true }],
  horns: 0,
};
const toasts = () => useUiStore.getState().toasts.map((t) => t.message);

describe("nobility panel", () => {
  beforeEach(() => {
    resetHttp();
    answer("GET /pay/room/nobility/list", ok(levels));
    answer("GET /api/nobility/bag", ok(bag));
    useUiStore.setState({ toasts: [] });
    useUserStore.setState({
      auth: "t",
      userInfo: fan,
      balancesInfo: { balance: 5000, ticket: 0 },
      showLoginModel: false,
    });
  });
  afterEach(cleanup);

  it("shows the worn nobility, prices per period, and 续费 for an owned level", async () => {
    renderWithIntl(<NobilityPanel roomId={ROOM_ID} />);
    await settle();
    expect(screen.getByText("当前佩戴：骑士")).toBeTruthy();
    expect(screen.getByText("2025-07-01 到期")).toBeTruthy();
    expect(screen.getByText("3,000 钻石 / 30 天")).toBeTruthy();
    expect(screen.getByRole("button", { name: "续费骑士" })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "骑士佩戴中" }).disabled).toBe(true);
  });

  it("confirms price and duration, buys, and puts the new balance in the store", async () => {
    answer(
      "POST /pay/room/nobility/purchase",
      ok({ nobilityId: 3, name: "伯爵", expiresAt: "2025-07-01T04:00:00.000Z", balance: 2000, horns: 1 }),
    );
    renderWithIntl(<NobilityPanel roomId={ROOM_ID} />);
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "开通伯爵" }));
    const dialog = screen.getByRole("dialog", { name: "开通伯爵" });
    expect(within(dialog).getByText("3,000 钻石")).toBeTruthy();
    expect(within(dialog).getByText("30 天")).toBeTruthy();
    expect(within(dialog).getByText("5,000 钻石")).toBeTruthy();
    expect(within(dialog).getByText("伯爵专属身份标识")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "确认开通" }));
    await settle();
    expect(calls.filter((c) => c.call.startsWith("POST")).map((c) => c.params)).toEqual([{ nobilityId: 3 }]);
    expect(useUserStore.getState().balancesInfo?.balance).toBe(2000);
    expect(toasts()).toEqual(["开通成功，伯爵有效期至 2025-07-01"]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps the dialog open with the server's message and a wallet link when short of diamonds", async () => {
    answer("POST /pay/room/nobility/purchase", fail(30001, "钻石余额不足，请先充值"));
    renderWithIntl(<NobilityPanel roomId={ROOM_ID} />);
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "开通伯爵" }));
    fireEvent.click(screen.getByRole("button", { name: "确认开通" }));
    await settle();
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByRole("alert").textContent).toContain("钻石余额不足，请先充值");
    expect(within(dialog).getByRole("link", { name: "去充值" }).getAttribute("href")).toBe("/v/pay");
    expect(useUserStore.getState().balancesInfo?.balance).toBe(5000);
  });

  it("asks a visitor to sign in and does not read a bag", async () => {
    useUserStore.setState({ auth: "", userInfo: null, balancesInfo: null });
    renderWithIntl(<NobilityPanel roomId={ROOM_ID} />);
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "开通伯爵" }));
    expect(useUserStore.getState().showLoginModel).toBe(true);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls.some((c) => c.call === "GET /api/nobility/bag")).toBe(false);
  });

  it("wears an owned nobility that is not worn", async () => {
    const earl = { id: 3, name: "伯爵", icon: "/images/nobility/3.svg", nameColor: "#8E44AD" };
    const owned = (n: typeof knight, worn: boolean) => ({
      ...n,
      expiresAt: "2025-07-01T04:00:00.000Z",
      worn,
    });
    answer(
      "GET /api/nobility/bag",
      ok({ current: owned(earl, true), list: [owned(earl, true), owned(knight, false)], horns: 0 }),
    );
    answer(
      "GET /api/nobility/active",
      ok({ current: owned(knight, true), list: [owned(earl, false), owned(knight, true)], horns: 0 }),
    );
    renderWithIntl(<NobilityPanel roomId={ROOM_ID} />);
    await settle();
    expect(screen.getByText("当前佩戴：伯爵")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "佩戴骑士" }));
    await settle();
    expect(calls.find((c) => c.call === "GET /api/nobility/active")?.params).toEqual({ nobilityId: 1 });
    expect(screen.getByText("当前佩戴：骑士")).toBeTruthy();
    expect(toasts()).toEqual(["已佩戴骑士"]);
  });
});
