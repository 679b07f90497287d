import { describe, expect, it } from "vitest";
import { BANNER_LANES, BANNER_MS, CENTRE_MS, emptyGiftQueue, enqueueGift, expireGifts } from "./gift-queue";
import { giftEvent } from "./test-fixtures";
import { MAX_WAITING, nextDeadline } from "./timed-lanes";

const T0 = 1_000_000;

describe("gift queue", () => {
  it("slides small gifts in as banners, two lanes at a time, the rest waiting in order", () => {
    let q = emptyGiftQueue();
    for (const userId of [1, 2, 3]) q = enqueueGift(q, giftEvent({ userId }), T0);
    expect(q.banners.shown.map((g) => g.nickName)).toHaveLength(BANNER_LANES);
    expect(q.banners.shown.every((g) => g.until === T0 + BANNER_MS)).toBe(true);
    expect(q.banners.waiting).toHaveLength(1);
    expect(q.centre.shown).toHaveLength(0);

    q = expireGifts(q, T0 + BANNER_MS);
    expect(q.banners.shown).toHaveLength(1);
    expect(q.banners.shown[0].comboKey).toBe("3:1");
    expect(q.banners.shown[0].until).toBe(T0 + 2 * BANNER_MS);
  });

  it("counts a repeat by the same sender as a combo and keeps it on screen longer", () => {
    let q = enqueueGift(emptyGiftQueue(), giftEvent({ count: 10 }), T0);
    q = enqueueGift(q, giftEvent({ count: 66 }), T0 + 1_000);
    expect(q.banners.shown).toHaveLength(1);
    expect(q.banners.shown[0]).toMatchObject({ count: 76, combo: 2, until: T0 + 1_000 + BANNER_MS });
    // Another sender's same gift is not their combo.
    q = enqueueGift(q, giftEvent({ userId: 99 }), T0 + 1_000);
    expect(q.banners.shown.map((g) => g.count)).toEqual([76, 1]);
  });

  it("merges a combo into a waiting gift without showing it early", () => {
    let q = emptyGiftQueue();
    for (const userId of [1, 2, 3, 3]) q = enqueueGift(q, giftEvent({ userId, count: 5 }), T0);
    expect(q.banners.waiting).toEqual([
      expect.objectContaining({ comboKey: "3:1", count: 10, combo: 2, until: 0 }),
    ]);
  });

  it("plays big and fullscreen gifts one at a time in the centre", () => {
    let q = enqueueGift(emptyGiftQueue(), giftEvent({ giftId: 14 }), T0);
    q = enqueueGift(q, giftEvent({ giftId: 10, userId: 5 }), T0 + 10);
    expect(q.centre.shown).toEqual([
      expect.objectContaining({ giftName: "火箭", until: T0 + CENTRE_MS.fullscreen }),
    ]);
    expect(q.banners.shown).toHaveLength(0);
    expect(nextDeadline([q.banners, q.centre])).toBe(T0 + CENTRE_MS.fullscreen);

    q = expireGifts(q, T0 + CENTRE_MS.fullscreen);
    expect(q.centre.shown).toEqual([expect.objectContaining({ giftName: "奖牌", effect: "big" })]);
    q = expireGifts(q, T0 + CENTRE_MS.fullscreen + CENTRE_MS.big);
    expect(q.centre.shown).toHaveLength(0);
    expect(nextDeadline([q.banners, q.centre])).toBeNull();
  });

  it("drops the oldest waiting gifts of a flood and returns the same state when nothing ends", () => {
    let q = emptyGiftQueue();
    for (let userId = 1; userId <= BANNER_LANES + MAX_WAITING + 5; userId++)
      q = enqueueGift(q, giftEvent({ userId }), T0);
    expect(q.banners.waiting).toHaveLength(MAX_WAITING);
    expect(q.banners.waiting[0].comboKey).toBe(`${BANNER_LANES + 6}:1`);
    expect(expireGifts(q, T0 + 1)).toBe(q);
  });
});
