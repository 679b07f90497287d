"use client";
import { AttentionOperation, AttentionType } from "@/lib/codes/attention-types";
import type { ChatMessage, ChatPage, ChatWelcome } from "@/lib/contracts/chat";
import { CHAT_PAGE_SIZE } from "@/lib/codes/chat-limits";
import type { EmojiSet } from "@/lib/contracts/emoji";
import type { ForbidRecord, ManagerRecord } from "@/lib/contracts/moderation";
import type { RoomInfo } from "@/lib/contracts/rooms";
import { http } from "./http";

/** The room page's browser calls (through the gateway, with the auth cookie). */
export const roomApi = {
  info: (roomId: number) => http.get<RoomInfo>("/api/room/info", { roomId }),
  chatPage: (roomId: number, before?: number) =>
    http.postJson<ChatPage>("/api/chat/page", { roomId, pageSize: CHAT_PAGE_SIZE, before }),
  welcome: (roomId: number) => http.postJson<ChatWelcome>("/api/chat/welcome", { roomId }),
  send: (roomId: number, content: string) =>
    http.postJson<ChatMessage>("/api/chat/msg", { roomId, content, platform: 1 }),
  emojis: () => http.get<EmojiSet>("/user/common/getEmojis"),
  mute: (roomId: number, nickName: string) => http.get<ForbidRecord>("/api/forbid/add", { roomId, nickName }),
  appoint: (roomId: number, nickName: string) =>
    http.get<ManagerRecord>("/api/manager/add", { roomId, nickName }),
  follow: (anchorId: number, follow: boolean) =>
    http.get<{ targetId: number; followed: boolean }>("/api/attention/operAttention", {
      type: AttentionType.Anchor,
      targetId: anchorId,
      operateType: follow ? AttentionOperation.Follow : AttentionOperation.Unfollow,
    }),
};
