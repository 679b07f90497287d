// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RankEntry } from "@/lib/contracts/room-money";
import { ContributorRank, RANK_REFRESH_MS } from "./contributor-rank";
import { answer, calls, emit, ok, resetHttp, settle } from "./test-kit";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { ANCHOR_ID, giftEvent, ROOM_ID } from "./test-fixtures";

vi.mock("@/lib/api/http", async () => (await import("./test-kit")).fakeHttp);
vi.mock("@/components/room/room-events", async () => (await import("./test-kit")).fakeRoomEvents);

const entry = (rank: number, nickName: string, total: number): RankEntry => ({
  rank,
  userId: rank,
  nickName,
  portrait: "",
  level: 1,
  total,
});
const week = [
  entry(1, "绿茵老炮", 123456),
  entry(2, "球迷小王", 8800),
  entry(3, "看球的猫", 520),
  entry(4, "路人甲", 9),
];
const rankCalls = () => calls.filter((c) => c.call === "GET /pay/room/user/rank").map((c) => c.params);

describe("contributor rank", () => {
  beforeEach(() => {
    resetHttp();
    answer("GET /api/room/detail", ok({ roomId: ROOM_ID, anchorId: ANCHOR_ID }));
    answer("GET /pay/room/user/rank", (p) => ok({ range: p?.range, list: p?.range === "week" ? week : [] }));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("finds the room's anchor and switches between 日榜, 周榜 and 总榜", async () => {
    renderWithIntl(<ContributorRank roomId={ROOM_ID} />);
    await settle();
    expect(screen.getByRole("tab", { name: "日榜" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByText("还没有人送礼，快来成为第一位贡献者")).toBeTruthy();

    fireEvent.click(screen.getByRole("tab", { name: "周榜" }));
    await settle();
    const rows = within(screen.getByRole("tabpanel")).getAllByRole("listitem");
    expect(rows.map((r) => r.textContent)).toEqual([
      "1绿茵老炮贡献 123,456 钻石",
      "2球迷小王贡献 8,800 钻石",
      "3看球的猫贡献 520 钻石",
      "4路人甲贡献 9 钻石",
    ]);
    expect(rows[0].className).toContain("bg-amber-50");
    expect(rows[3].className).not.toContain("bg-");

    fireEvent.click(screen.getByRole("tab", { name: "总榜" }));
    await settle();
    expect(rankCalls().map((p) => [p?.anchorId, p?.range])).toEqual([
      [ANCHOR_ID, "day"],
      [ANCHOR_ID, "week"],
      [ANCHOR_ID, "all"],
    ]);
  });

  it("uses the anchor the page passes and refetches once after a burst of gifts", async () => {
    vi.useFakeTimers();
    renderWithIntl(<ContributorRank roomId={ROOM_ID} anchorId={ANCHOR_ID} />);
    await settle();
    expect(calls.some((c) => c.call === "GET /api/room/detail")).toBe(false);
    expect(rankCalls()).toHaveLength(1);
    emit("gift", giftEvent());
    emit("gift", giftEvent());
    emit("gift", giftEvent({ roomId: ROOM_ID + 1 }));
    await act(async () => vi.advanceTimersByTime(RANK_REFRESH_MS));
    expect(rankCalls()).toHaveLength(2);
  });
});
