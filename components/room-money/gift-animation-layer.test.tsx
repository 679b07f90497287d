// @vitest-environment jsdom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GiftAnimationLayer } from "./gift-animation-layer";
import { BANNER_MS, CENTRE_MS } from "./gift-queue";
import { NOTICE_MS } from "./layer-notices";
import { emit } from "./test-kit";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { giftEvent, hornEvent, redPacketSent, ROOM_ID } from "./test-fixtures";

vi.mock("@/components/room/room-events", async () => (await import("./test-kit")).fakeRoomEvents);

const shown = () => screen.queryAllByTestId("gift-animation");
const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("gift animation layer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("slides a small gift in with the sender and the gift name, then takes it away", () => {
    renderWithIntl(<GiftAnimationLayer roomId={ROOM_ID} />);
    emit("gift", giftEvent({ count: 10 }));
    expect(shown()).toHaveLength(1);
    expect(shown()[0].textContent).toContain("演示球迷");
    expect(shown()[0].textContent).toContain("点赞");
    expect(shown()[0].textContent).toContain("×10");
    expect(shown()[0].dataset.effect).toBe("small");
    pass(BANNER_MS);
    expect(shown()).toHaveLength(0);
  });

  it("adds a repeat to the combo instead of a second animation", () => {
    renderWithIntl(<GiftAnimationLayer roomId={ROOM_ID} />);
    emit("gift", giftEvent({ count: 1 }));
    pass(BANNER_MS - 500);
    emit("gift", giftEvent({ count: 66 }));
    expect(shown()).toHaveLength(1);
    expect(shown()[0].textContent).toContain("×67");
    pass(1_000);
    expect(shown()).toHaveLength(1);
  });

  it("plays an effect gift in the centre and queues the next one behind it", () => {
    renderWithIntl(<GiftAnimationLayer roomId={ROOM_ID} />);
    emit("gift", giftEvent({ giftId: 14, userId: 8, nickName: "土豪哥" }));
    emit("gift", giftEvent({ giftId: 10 }));
    expect(shown()).toHaveLength(1);
    expect(shown()[0].dataset.effect).toBe("fullscreen");
    expect(shown()[0].textContent).toContain("火箭");
    pass(CENTRE_MS.fullscreen);
    expect(shown()[0].textContent).toContain("奖牌");
    pass(CENTRE_MS.big);
    expect(shown()).toHaveLength(0);
  });

  it("ignores gifts of another room", () => {
    renderWithIntl(<GiftAnimationLayer roomId={ROOM_ID} />);
    emit("gift", giftEvent({ roomId: ROOM_ID + 1 }));
    expect(shown()).toHaveLength(0);
  });

  it("announces a red packet of the room, then a horn from anywhere", () => {
    renderWithIntl(<GiftAnimationLayer roomId={ROOM_ID} />);
    emit("redPacket", redPacketSent);
    emit("redPacket", { ...redPacketSent, kind: "grabbed", remainingCount: 9 });
    emit("horn", hornEvent);
    expect(screen.getByTestId("room-notice").textContent).toContain(
      "演示球迷 发了一个 1,200 钻石的红包，快来抢！",
    );
    pass(NOTICE_MS);
    expect(screen.getByTestId("room-notice").textContent).toContain("今晚曼城必胜，兄弟们冲！");
    pass(NOTICE_MS);
    expect(screen.queryByTestId("room-notice")).toBeNull();
  });
});
