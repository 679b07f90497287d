"use client";
import type { z } from "zod";
import { AttentionOperation, AttentionType } from "@/lib/codes/attention-types";
import type { reservedMatch } from "@/lib/contracts/anchor";
import type { Page } from "@/lib/contracts/fields";
import { type PersonalInfo, type ReportItem, type RoomCard } from "@/lib/contracts/rooms";
import { RoomListType } from "@/lib/codes/rooms";
import type { PushInfo } from "@/lib/contracts/stream";
import { ROOM_PAGE_SIZE } from "@/lib/constants";
import { http } from "./http";

export type ReservedMatch = z.infer<typeof reservedMatch>;
export type ReportInput = { roomId: number; reason: number; content: string; images: string[] };

/** Operation of /api/match/reserve. */
export const ReserveOperation = { Cancel: 0, Reserve: 1 } as const;

/** The signed-in user's side of the live pages, called from the browser through the gateway. */
export const livePersonalApi = {
  followedRooms: (page = 1) =>
    http.get<Page<RoomCard>>("/api/room/page", {
      roomType: RoomListType.Followed,
      page,
      pageSize: ROOM_PAGE_SIZE,
    }),
  personalInfo: (userId: number) => http.get<PersonalInfo>("/api/personal/info", { userId }),
  pushInfo: () => http.get<PushInfo>("/api/room/push-info"),
  followAnchor: (anchorId: number, follow: boolean) =>
    http.get<{ targetId: number; followed: boolean }>("/api/attention/operAttention", {
      type: AttentionType.Anchor,
      targetId: anchorId,
      operateType: follow ? AttentionOperation.Follow : AttentionOperation.Unfollow,
    }),
  addReport: (report: ReportInput) => http.postJson<{ id: number }>("/api/report/add", report),
  reports: (page = 1, pageSize = 10) => http.get<Page<ReportItem>>("/api/report/list", { page, pageSize }),
  reservedMatches: (userId: number) => http.get<ReservedMatch[]>("/api/match/reserveMatchByUser", { userId }),
  setReserved: (matchId: number, matchType: number, reserve: boolean) =>
    http.postJson<{ matchId: number; reserved: boolean }>("/api/match/reserve", {
      matchId,
      matchType,
      operateType: reserve ? ReserveOperation.Reserve : ReserveOperation.Cancel,
    }),
};
