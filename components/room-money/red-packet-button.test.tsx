// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RedPacketInfo } from "@/lib/contracts/red-packets";
import { useUiStore } from "@/stores/ui-store";
import { useUserStore } from "@/stores/user-store";
import { RedPacketButton } from "./red-packet-button";
import { answer, calls, emit, fail, ok, resetHttp, settle } from "./test-kit";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { fan, redPacketSent, ROOM_ID } from "./test-fixtures";

vi.mock("@/lib/api/http", async () => (await import("./test-kit")).fakeHttp);
vi.mock("@/components/room/room-events", async () => (await import("./test-kit")).fakeRoomEvents);
vi.mock("next/link", async () => (await import("./test-kit")).nextLink);

const packet = (packetId: number, mine: number | null): RedPacketInfo => ({
  packetId,
  roomId: ROOM_ID,
  senderId: 50,
  senderNickName: "绿茵老炮",
  senderPortrait: "",
  total: 1200,
  count: 10,
  remainingCount: 6,
  status: "open",
  expiresAt: "2025-06-02T12:00:00.000Z",
  time: "2025-06-01T12:00:00.000Z",
  grabs: [],
  mine,
});
const listCalls = () => calls.filter((c) => c.call === "GET /api/red-packet/list").length;
const toasts = () => useUiStore.getState().toasts.map((t) => t.message);

async function openDialog() {
  renderWithIntl(<RedPacketButton roomId={ROOM_ID} />);
  await settle();
  fireEvent.click(screen.getByRole("button", { name: /红包/ }));
  return screen.getByRole("dialog", { name: "直播间红包" });
}

describe("red packet button", () => {
  beforeEach(() => {
    resetHttp();
    answer("GET /api/red-packet/list", ok([packet(5, null), packet(4, 88)]));
    useUiStore.setState({ toasts: [] });
    useUserStore.setState({
      auth: "t",
      userInfo: fan,
      balancesInfo: { balance: 5000, ticket: 0 },
      showLoginModel: false,
    });
  });
  afterEach(cleanup);

  it("badges the packets still to grab and grabs one, showing the amount", async () => {
    answer("POST /api/red-packet/grab", ok({ packetId: 5, amount: 233, balance: 5233 }));
    renderWithIntl(<RedPacketButton roomId={ROOM_ID} />);
    await settle();
    expect(screen.getByRole("button", { name: "红包（1 个可抢）" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /红包/ }));
    const dialog = screen.getByRole("dialog", { name: "直播间红包" });
    expect(within(dialog).getByText("已抢到 88 钻石")).toBeTruthy();
    expect(within(dialog).getAllByText(/1,200 钻石 · 剩余 6\/10 个/)).toHaveLength(2);
    answer("GET /api/red-packet/list", ok([packet(5, 233), packet(4, 88)]));
    fireEvent.click(within(dialog).getByRole("button", { name: "抢红包" }));
    await settle();
    expect(calls.find((c) => c.call === "POST /api/red-packet/grab")?.params).toEqual({ packetId: 5 });
    expect(within(dialog).getByRole("status").textContent).toBe("恭喜抢到 233 钻石");
    expect(useUserStore.getState().balancesInfo?.balance).toBe(5233);
    expect(within(dialog).getByText("已抢到 233 钻石")).toBeTruthy();
  });

  it("tells why a grab failed and refreshes the list", async () => {
    answer("POST /api/red-packet/grab", fail(30403, "手慢了，红包已被抢完"));
    const dialog = await openDialog();
    const before = listCalls();
    fireEvent.click(within(dialog).getByRole("button", { name: "抢红包" }));
    await settle();
    expect(toasts()).toEqual(["手慢了，红包已被抢完"]);
    expect(listCalls()).toBe(before + 1);
  });

  it("checks the form, sends a packet and lowers the diamonds", async () => {
    answer(
      "POST /api/red-packet/send",
      ok({ packetId: 6, balance: 3800, expiresAt: "2025-06-02T12:00:00.000Z" }),
    );
    const dialog = await openDialog();
    const total = within(dialog).getByLabelText("红包总额（钻石）");
    const count = within(dialog).getByLabelText("红包个数");
    const submit = within(dialog).getByRole("button", { name: "塞钻石进红包" });
    fireEvent.change(total, { target: { value: "5" } });
    fireEvent.change(count, { target: { value: "10" } });
    fireEvent.click(submit);
    expect(within(dialog).getByRole("alert").textContent).toBe("每个红包至少 1 钻石");
    fireEvent.change(count, { target: { value: "101" } });
    fireEvent.click(submit);
    expect(within(dialog).getByRole("alert").textContent).toBe("红包个数为 1-100 个");
    fireEvent.change(total, { target: { value: "1200" } });
    fireEvent.change(count, { target: { value: "10" } });
    fireEvent.click(submit);
    await settle();
    expect(calls.find((c) => c.call === "POST /api/red-packet/send")?.params).toEqual({
      roomId: ROOM_ID,
      total: 1200,
      count: 10,
    });
    expect(useUserStore.getState().balancesInfo?.balance).toBe(3800);
    expect(toasts()).toEqual(["红包已发出，24 小时未抢完将退回"]);
  });

  it("refreshes on the room's red packet events", async () => {
    renderWithIntl(<RedPacketButton roomId={ROOM_ID} />);
    await settle();
    const before = listCalls();
    emit("redPacket", redPacketSent);
    emit("redPacket", { ...redPacketSent, roomId: ROOM_ID + 1 });
    await settle();
    expect(listCalls()).toBe(before + 1);
  });

  it("sends a visitor to the login modal on grab", async () => {
    useUserStore.setState({ auth: "", userInfo: null, balancesInfo: null });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole("button", { name: "抢红包" }));
    expect(useUserStore.getState().showLoginModel).toBe(true);
    expect(calls.some((c) => c.call === "POST /api/red-packet/grab")).toBe(false);
  });
});
