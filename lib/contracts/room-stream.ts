import { z } from "zod";

// Payloads of the room stream; the event names and what the stream is are in lib/codes/room-events.ts.

export const roomChannels = {
  room: (roomId: number) => `room:${roomId}`,
  /** A match chat group of the first chat family (group = matchId). */
  match: (matchId: number) => `room:match:${matchId}`,
  horn: "horn:all",
};

/** The sender's standing in the room: drives the 主播 / 房管 badge. */
export const chatRole = z.enum(["anchor", "manager", "viewer"]);
export type ChatRole = z.infer<typeof chatRole>;
export const chatRoleBadge: Record<ChatRole, string> = { anchor: "主播", manager: "房管", viewer: "" };

export const nobilityBadge = z.object({
  id: z.number().int(),
  name: z.string().describe("e.g. 骑士"),
  icon: z.string().describe("image url"),
});

export const chatSender = z.object({
  userId: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  level: z.number().int().describe("0 when the user has none"),
  role: chatRole,
  nobility: nobilityBadge.optional(),
});
export type ChatSender = z.infer<typeof chatSender>;

/** `chat`: one stored message. Emoji codes like [微笑] stay in `content`; the page maps them. */
export const chatEvent = chatSender.extend({
  id: z.number().int().describe("message id; also the `before` cursor of the chat page"),
  roomId: z.number().int().nullable().describe("null for a match group"),
  matchId: z.number().int().nullable().describe("the match group, null for an anchor room"),
  content: z.string().describe("plain text, already masked, 1..100 chars"),
  time: z.string(),
});
export type ChatEvent = z.infer<typeof chatEvent>;

/** `barrage`: a message sent with a barrage (danmaku) style; it is also stored as chat history. */
export const barrageEvent = chatEvent.extend({
  barrageId: z.number().int(),
  colour: z.string().describe("#rrggbb"),
});
export type BarrageEvent = z.infer<typeof barrageEvent>;

export const systemKind = z.enum([
  "mute",
  "unmute",
  "managerAdd",
  "managerRemove",
  "roomUp",
  "roomDown",
  "welcome",
  "notice",
]);
export type SystemKind = z.infer<typeof systemKind>;

/** `system`: a notice line for the room. A client whose user id is `userId` applies it to itself. */
export const systemEvent = z.object({
  kind: systemKind,
  roomId: z.number().int().nullable(),
  matchId: z.number().int().nullable().optional(),
  text: z.string().describe("ready-to-show Chinese line, e.g. 张三 已被房管禁言"),
  userId: z.number().int().optional().describe("the user the notice is about (muted, appointed…)"),
  nickName: z.string().optional(),
  until: z.string().optional().describe("mute end, ISO"),
  at: z.string(),
});
export type SystemEvent = z.infer<typeof systemEvent>;

/** `redPacket`: amounts are integer diamonds. */
export const redPacketEvent = z.object({
  kind: z.enum(["sent", "grabbed", "expired"]),
  packetId: z.number().int(),
  roomId: z.number().int(),
  senderId: z.number().int(),
  senderNickName: z.string(),
  total: z.number().int().describe("diamonds in the packet"),
  count: z.number().int().describe("number of shares"),
  remainingCount: z.number().int(),
  /** grabbed: who grabbed and how much. */
  userId: z.number().int().optional(),
  nickName: z.string().optional(),
  amount: z.number().int().optional(),
  expiresAt: z.string().optional(),
  at: z.string(),
});
export type RedPacketEvent = z.infer<typeof redPacketEvent>;

// `giftEvent` (type `gift`) is defined by the wallet engineer, in its own export below.

export const giftEffect = z.enum(["small", "big", "fullscreen"]);

/** `gift`: a gift sent in the room (type `gift` on `room:{roomId}`); amounts are integer diamonds. */
export const giftEvent = chatSender.omit({ role: true }).extend({
  recordId: z.number().int(),
  roomId: z.number().int(),
  anchorId: z.number().int(),
  anchorNickName: z.string(),
  giftId: z.number().int(),
  giftName: z.string(),
  giftIcon: z.string().describe("image url"),
  effect: giftEffect.describe("animation: small (chat line), big (centre), fullscreen"),
  price: z.number().int(),
  count: z.number().int(),
  total: z.number().int(),
  at: z.string(),
});
export type GiftEvent = z.infer<typeof giftEvent>;

/** `horn`: a paid message shown in every room. */
export const hornEvent = chatSender.omit({ role: true }).extend({
  hornId: z.number().int(),
  roomId: z.number().int().describe("the room it was sent from; the banner links there"),
  roomTitle: z.string(),
  anchorNickName: z.string(),
  content: z.string().describe("plain text, 1..50 chars"),
  at: z.string(),
});
export type HornEvent = z.infer<typeof hornEvent>;
