"use client";
import type { z } from "zod";
import type { Page } from "@/lib/contracts/fields";
import type { grabbedRedPacket, RedPacketInfo, sentRedPacket } from "@/lib/contracts/red-packets";
import type {
  GiftItem,
  hornInfo,
  HornItem,
  NobilityBag,
  NobilityLevel,
  purchasedNobility,
  rankData,
  sentGiftData,
  sentHorn,
} from "@/lib/contracts/room-money";
import type { RankRange } from "@/lib/codes/rank-types";
import type { RoomDetail } from "@/lib/contracts/rooms";
import { http } from "./http";

export type SentGift = z.infer<typeof sentGiftData>;
export type ContributorRank = z.infer<typeof rankData>;
export type PurchasedNobility = z.infer<typeof purchasedNobility>;
export type HornInfo = z.infer<typeof hornInfo>;
export type SentHorn = z.infer<typeof sentHorn>;
export type SentRedPacket = z.infer<typeof sentRedPacket>;
export type GrabbedRedPacket = z.infer<typeof grabbedRedPacket>;

/** The browser's calls of the live room's money widgets (gifts, ranks, nobility, horns, red packets). */
export const roomMoneyApi = {
  gifts: () => http.get<GiftItem[]>("/api/chat/gift/all"),
  sendGift: (roomId: number, giftId: number, count: number) =>
    http.post<SentGift>("/pay/gift", { roomId, giftId, count }),
  contributors: (anchorId: number, range: RankRange, size?: number) =>
    http.get<ContributorRank>("/pay/room/user/rank", { anchorId, range, size }),
  /** Only the room's anchor is read from it, for the contributor rank. */
  roomDetail: (roomId: number) => http.get<RoomDetail>("/api/room/detail", { roomId }),

  nobilityLevels: () => http.get<NobilityLevel[]>("/pay/room/nobility/list"),
  nobilityBag: () => http.get<NobilityBag>("/api/nobility/bag"),
  /** Wears an owned nobility (a GET that changes state, as SPEC §7 names it). */
  wearNobility: (nobilityId: number) => http.get<NobilityBag>("/api/nobility/active", { nobilityId }),
  purchaseNobility: (nobilityId: number) =>
    http.post<PurchasedNobility>("/pay/room/nobility/purchase", { nobilityId }),

  hornInfo: () => http.get<HornInfo>("/api/horn/info"),
  horns: (pageSize: number) => http.get<Page<HornItem>>("/api/horn/list", { page: 1, pageSize }),
  sendHorn: (roomId: number, content: string) => http.post<SentHorn>("/api/horn/send", { roomId, content }),

  redPackets: (roomId: number) => http.get<RedPacketInfo[]>("/api/red-packet/list", { roomId }),
  sendRedPacket: (roomId: number, total: number, count: number) =>
    http.post<SentRedPacket>("/api/red-packet/send", { roomId, total, count }),
  grabRedPacket: (packetId: number) => http.post<GrabbedRedPacket>("/api/red-packet/grab", { packetId }),
};
