// Data of the money widgets' tests, shaped like the api's answers and the room stream's events.
import type { UserInfo } from "@/lib/api/user";
import type { GiftItem } from "@/lib/contracts/room-money";
import type { GiftEvent, HornEvent, RedPacketEvent } from "@/lib/contracts/room-stream";

export const ROOM_ID = 7;
export const ANCHOR_ID = 21;

export const fan: UserInfo = {
  id: 42,
  nickName: "演示球迷",
  portrait: "",
  level: 3,
  isAnchor: 0,
  isExpert: 0,
};

export const gifts: GiftItem[] = [
  { id: 1, name: "点赞", price: 1, icon: "/images/gifts/like.svg", effect: "small" },
  { id: 10, name: "奖牌", price: 188, icon: "/images/gifts/medal.svg", effect: "big" },
  { id: 14, name: "火箭", price: 2888, icon: "/images/gifts/rocket.svg", effect: "fullscreen" },
];

let recordId = 100;
export function giftEvent(over: Partial<GiftEvent> = {}): GiftEvent {
  const gift = gifts.find((g) => g.id === (over.giftId ?? 1))!;
  return {
    userId: 42,
    nickName: "演示球迷",
    portrait: "",
    level: 3,
    recordId: recordId++,
    roomId: ROOM_ID,
    anchorId: ANCHOR_ID,
    anchorNickName: "解说老李",
    giftId: gift.id,
    giftName: gift.name,
    giftIcon: gift.icon,
    effect: gift.effect,
    price: gift.price,
    count: 1,
    total: gift.price,
    at: "2025-06-01T12:00:00.000Z",
    ...over,
  };
}

export const redPacketSent: RedPacketEvent = {
  kind: "sent",
  packetId: 5,
  roomId: ROOM_ID,
  senderId: 42,
  senderNickName: "演示球迷",
  total: 1200,
  count: 10,
  remainingCount: 10,
  at: "2025-06-01T12:00:00.000Z",
};

export const hornEvent: HornEvent = {
  userId: 43,
  nickName: "绿茵老炮",
  portrait: "",
  level: 8,
  hornId: 77,
  roomId: 9,
  roomTitle: "英超焦点战解说",
  anchorNickName: "解说老李",
  content: "今晚曼城必胜，兄弟们冲！",
  at: "2025-06-01T12:00:00.000Z",
};
