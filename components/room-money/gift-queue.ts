import type { GiftEvent } from "@/lib/contracts/room-stream";
import { admit, emptyLane, expire, type Lane, type Timed } from "./timed-lanes";

export const BANNER_LANES = 2;
export const BANNER_MS = 4_000;
export const CENTRE_MS = { big: 3_500, fullscreen: 5_000 } as const;

export type ShownGift = Timed & {
  /** One sender sending the same gift again while it shows is a combo, not a new animation. */
  comboKey: string;
  giftId: number;
  giftName: string;
  giftIcon: string;
  effect: GiftEvent["effect"];
  nickName: string;
  portrait: string;
  count: number;
  combo: number;
};

/** Small gifts slide in as banners; big and fullscreen ones take the centre, one at a time. */
export type GiftQueue = { banners: Lane<ShownGift>; centre: Lane<ShownGift> };

export const emptyGiftQueue = (): GiftQueue => ({ banners: emptyLane(), centre: emptyLane() });

const laneOf = (effect: GiftEvent["effect"]) => (effect === "small" ? "banners" : "centre");
const capacityOf = (lane: keyof GiftQueue) => (lane === "banners" ? BANNER_LANES : 1);

function shownGift(e: GiftEvent): ShownGift {
  return {
    key: String(e.recordId),
    ms: e.effect === "small" ? BANNER_MS : CENTRE_MS[e.effect],
    until: 0,
    comboKey: `${e.userId}:${e.giftId}`,
    giftId: e.giftId,
    giftName: e.giftName,
    giftIcon: e.giftIcon,
    effect: e.effect,
    nickName: e.nickName,
    portrait: e.portrait,
    count: e.count,
    combo: 1,
  };
}

export function enqueueGift(queue: GiftQueue, event: GiftEvent, now: number): GiftQueue {
  const name = laneOf(event.effect);
  const lane = queue[name];
  const comboKey = `${event.userId}:${event.giftId}`;
  const merge = (g: ShownGift, extend: boolean): ShownGift =>
    g.comboKey !== comboKey
      ? g
      : { ...g, count: g.count + event.count, combo: g.combo + 1, until: extend ? now + g.ms : g.until };

  let next: Lane<ShownGift>;
  if (lane.shown.some((g) => g.comboKey === comboKey))
    next = { ...lane, shown: lane.shown.map((g) => merge(g, true)) };
  else if (lane.waiting.some((g) => g.comboKey === comboKey))
    next = { ...lane, waiting: lane.waiting.map((g) => merge(g, false)) };
  else next = admit(lane, shownGift(event), capacityOf(name), now);
  return { ...queue, [name]: next };
}

export function expireGifts(queue: GiftQueue, now: number): GiftQueue {
  const banners = expire(queue.banners, BANNER_LANES, now);
  const centre = expire(queue.centre, 1, now);
  return banners === queue.banners && centre === queue.centre ? queue : { banners, centre };
}
