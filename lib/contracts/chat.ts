import { z } from "zod";
import { CHAT_PAGE_SIZE } from "@/lib/codes/chat-limits";
import { idInput, intInput } from "./fields";
import { chatEvent, chatRole } from "./room-stream";

const roomId = idInput("直播间编号不正确");
const matchId = idInput("比赛编号不正确");
/** Raw text; trimming, the 1..100 rule and masking happen in the service with their own messages. */
const content = z.string().max(5000, "发言内容过长");
/** SPEC: platform is forced to 1 whatever the client sends. */
const platform = z.unknown().optional();

export const chatPageBody = z
  .object({
    roomId: roomId.optional(),
    matchId: matchId.optional(),
    pageSize: intInput(z.number().min(1, "每页至少1条").max(50, "每页最多50条"), CHAT_PAGE_SIZE),
    before: idInput("消息编号不正确")
      .optional()
      .describe("id of the oldest message shown; omit for the newest"),
  })
  .refine(
    (b) => b.roomId !== undefined || b.matchId !== undefined,
    "请指定直播间或比赛（roomId 或 matchId）",
  );

/** A stored message; messages sent with a barrage style carry it. */
export const chatMessage = chatEvent.extend({
  barrageId: z.number().int().nullable(),
  colour: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatPageData = z.object({
  list: z.array(chatMessage).describe("oldest first; the last item is the newest"),
  hasMore: z.boolean().describe("older messages exist: ask again with before = list[0].id"),
});
export type ChatPage = z.infer<typeof chatPageData>;

export const roomIdBody = z.object({ roomId });
export const roomIdQuery = z.object({ roomId });

export const welcomeData = z.object({
  welcome: z.string().describe("the line shown when the viewer enters"),
  notice: z.string().describe("the room's pinned notice, may be empty"),
});
export type ChatWelcome = z.infer<typeof welcomeData>;

export const chatMsgBody = z.object({
  roomId,
  content,
  platform,
  barrageId: idInput("弹幕样式不正确").optional().describe("send as a barrage (danmaku) with this style"),
});

export const chatInfoData = z.object({
  roomId: z.number().int(),
  maxLength: z.number().int(),
  minIntervalMs: z.number().int(),
  perMinute: z.number().int(),
  signedIn: z.boolean(),
  role: chatRole.describe("the viewer's role; viewer for a visitor"),
  canModerate: z.boolean().describe("anchor or manager: may mute"),
  canAppoint: z.boolean().describe("anchor: may appoint managers"),
  muted: z.boolean(),
  mutedUntil: z.string().nullable(),
});
export type ChatInfo = z.infer<typeof chatInfoData>;

export const barrageStyle = z.object({
  id: z.number().int(),
  name: z.string(),
  colour: z.string().describe("#rrggbb"),
  minLevel: z.number().int().describe("the user level needed to use it"),
});
export type BarrageStyle = z.infer<typeof barrageStyle>;

// First chat family: the group is a match (channel room:match:{matchId}).
const group = idInput("聊天群组不正确");

export const groupQuery = z.object({ group });
export const chatTokenData = z.object({
  token: z.string(),
  group: z.number().int(),
  expiresAt: z.string(),
});
export type ChatToken = z.infer<typeof chatTokenData>;

/** `matchId` and `group` are the same thing; the SPEC's requests use matchId. */
const groupFields = { matchId: matchId.optional(), group: group.optional() };
const needsGroup = (b: { matchId?: number; group?: number }) =>
  b.matchId !== undefined || b.group !== undefined;
const groupMessage = "请指定比赛聊天室（matchId）";

export const groupBody = z.object(groupFields).refine(needsGroup, groupMessage);

export const groupPageBody = z
  .object({
    ...groupFields,
    pageSize: intInput(z.number().min(1, "每页至少1条").max(50, "每页最多50条"), CHAT_PAGE_SIZE),
    before: idInput("消息编号不正确").optional(),
  })
  .refine(needsGroup, groupMessage);

export const groupMsgBody = z
  .object({
    ...groupFields,
    content,
    platform,
    channel: z.string().max(64).optional().describe("accepted and ignored"),
    token: z
      .string()
      .max(128)
      .optional()
      .describe("a /chat/getToken token, instead of the accessToken header"),
  })
  .refine(needsGroup, groupMessage);

export const noticeData = z.object({ notice: z.string() });

export const roomStreamQuery = z.object({ roomId, lastEventId: z.string().max(200).optional() });
export const groupStreamQuery = z.object({
  group,
  token: z.string().max(128).optional(),
  lastEventId: z.string().max(200).optional(),
});
