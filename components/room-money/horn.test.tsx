// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { HornItem } from "@/lib/contracts/room-money";
import { useUiStore } from "@/stores/ui-store";
import { useUserStore } from "@/stores/user-store";
import { GiftBar } from "./gift-bar";
import { HornBanner } from "./horn-banner";
import { answer, calls, emit, fail, ok, resetHttp, settle } from "./test-kit";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { fan, gifts, hornEvent, ROOM_ID } from "./test-fixtures";

vi.mock("@/lib/api/http", async () => (await import("./test-kit")).fakeHttp);
vi.mock("@/components/room/room-events", async () => (await import("./test-kit")).fakeRoomEvents);
vi.mock("next/link", async () => (await import("./test-kit")).nextLink);

const HOUR = 3_600_000;
const horn = (id: number, content: string, agoMs: number): HornItem => ({
  id,
  userId: id,
  nickName: `球迷${id}`,
  portrait: "",
  level: 1,
  roomId: 3,
  roomTitle: "德比之夜",
  anchorNickName: "解说小周",
  content,
  time: new Date(Date.now() - agoMs).toISOString(),
});
const sends = () => calls.filter((c) => c.call === "POST /api/horn/send").map((c) => c.params);

describe("horn banner", () => {
  beforeEach(resetHttp);
  afterEach(cleanup);

  it("shows the newest fresh horn with a link to its room, and leaves out old ones", async () => {
    answer(
      "GET /api/horn/list",
      ok({
        list: [horn(2, "德比必胜", HOUR), horn(1, "上周的喇叭", 48 * HOUR)],
        total: 2,
        page: 1,
        pageSize: 10,
      }),
    );
    renderWithIntl(<HornBanner />);
    await settle();
    const banner = screen.getByRole("region", { name: "喇叭" });
    expect(banner.textContent).toContain("球迷2：德比必胜");
    expect(within(banner).getByRole("link", { name: "去解说小周的直播间" }).getAttribute("href")).toBe(
      "/live/room/3",
    );
    expect(banner.textContent).not.toContain("上周的喇叭");
  });

  it("renders nothing without horns, then shows one arriving on the stream", async () => {
    answer("GET /api/horn/list", ok({ list: [], total: 0, page: 1, pageSize: 10 }));
    renderWithIntl(<HornBanner />);
    await settle();
    expect(screen.queryByTestId("horn-banner")).toBeNull();
    emit("horn", hornEvent);
    expect(screen.getByTestId("horn-banner").textContent).toContain("绿茵老炮：今晚曼城必胜，兄弟们冲！");
    expect(screen.getByRole("link", { name: "去解说老李的直播间" }).getAttribute("href")).toBe(
      "/live/room/9",
    );
  });
});

describe("horn sender behind the gift bar's 喇叭 button", () => {
  beforeEach(() => {
    resetHttp();
    answer("GET /api/chat/gift/all", ok(gifts));
    answer("GET /api/horn/info", ok({ price: 100, count: 0, maxLength: 50, balance: 5000 }));
    useUiStore.setState({ toasts: [] });
    useUserStore.setState({
      auth: "t",
      userInfo: fan,
      balancesInfo: { balance: 5000, ticket: 0 },
      showLoginModel: false,
    });
  });
  afterEach(cleanup);

  async function openSender() {
    renderWithIntl(<GiftBar roomId={ROOM_ID} />);
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "喇叭" }));
    await settle();
    return screen.getByRole("dialog", { name: "发喇叭" });
  }

  it("sends a horn for its price and lowers the diamonds", async () => {
    answer("POST /api/horn/send", ok({ hornId: 9, paid: 100, balance: 4900, horns: 0 }));
    const dialog = await openSender();
    expect(within(dialog).getByText("每条 100 钻石")).toBeTruthy();
    const input = within(dialog).getByLabelText("喇叭内容");
    expect(input.getAttribute("maxlength")).toBe("50");
    fireEvent.change(input, { target: { value: "  主队加油  " } });
    expect(within(dialog).getByText("4/50")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "发送喇叭" }));
    await settle();
    expect(sends()).toEqual([{ roomId: ROOM_ID, content: "主队加油" }]);
    expect(useUserStore.getState().balancesInfo?.balance).toBe(4900);
    expect(useUiStore.getState().toasts.map((t) => t.message)).toEqual(["喇叭已发出，全站直播间可见"]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("refuses empty text and shows the server's refusal with a wallet link", async () => {
    answer("GET /api/horn/info", ok({ price: 100, count: 2, maxLength: 50, balance: 50 }));
    answer("POST /api/horn/send", fail(30001, "钻石余额不足，请先充值"));
    const dialog = await openSender();
    expect(within(dialog).getByText("使用背包喇叭（剩余 2 个）")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "发送喇叭" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("请输入喇叭内容");
    expect(sends()).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText("喇叭内容"), { target: { value: "冲" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "发送喇叭" }));
    await settle();
    expect(within(dialog).getByRole("link", { name: "去充值" }).getAttribute("href")).toBe("/v/pay");
  });

  it("opens the login modal for a visitor", async () => {
    useUserStore.setState({ auth: "", userInfo: null, balancesInfo: null });
    renderWithIntl(<GiftBar roomId={ROOM_ID} />);
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "喇叭" }));
    expect(useUserStore.getState().showLoginModel).toBe(true);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
