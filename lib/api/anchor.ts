"use client";
import type { z } from "zod";
import type {
  AuditInfo,
  auditSubmitBody,
  DynamicItem,
  RoomSettings,
  roomSettingsBody,
} from "@/lib/contracts/anchor";
import type { Page } from "@/lib/contracts/fields";
import type { MatchRow } from "@/lib/contracts/match-list";
import type { ForbidRecord, ManagerRecord } from "@/lib/contracts/moderation";
import type { RankEntry } from "@/lib/contracts/room-money";
import type { liveNav } from "@/lib/contracts/rooms";
import type { ScheduleDate } from "@/lib/contracts/schedule";
import type { PushInfo } from "@/lib/contracts/stream";
import type { CenterInfo } from "@/lib/contracts/user";
import { http } from "./http";

// Type-only imports from lib/contracts: the zod schemas stay out of the browser bundle.
export type AuditSubmitInput = z.input<typeof auditSubmitBody>;
export type RoomSettingsInput = z.output<typeof roomSettingsBody>;
export type LiveNav = z.infer<typeof liveNav>;
export type { AuditInfo, DynamicItem, PushInfo, RoomSettings };

export const DYNAMIC_PAGE_SIZE = 10;
export const FORBID_PAGE_SIZE = 10;
/** Contributors of the day are summed for the day's gifts; the rank endpoint's largest page. */
const GIFT_RANK_SIZE = 100;

/** The anchor pages' browser calls (through the gateway, with the auth cookie). */
export const anchorApi = {
  auditInfo: () => http.get<AuditInfo>("/api/audit/info"),
  submitAudit: (body: AuditSubmitInput) => http.postJson<AuditInfo>("/api/audit/submit", body),
  navList: () => http.get<LiveNav[]>("/api/nav/list"),
  centerInfo: () => http.get<CenterInfo>("/user/center/info"),
  updateSignature: (signature: string) => http.postJson<CenterInfo>("/user/center/updateInfo", { signature }),

  roomSettings: () => http.get<RoomSettings>("/api/room/settings"),
  saveRoomSettings: (body: RoomSettingsInput) => http.postJson<RoomSettings>("/api/room/settings", body),
  goLive: (roomId: number) => http.postJson<RoomSettings>("/api/room/up", { roomId }),
  goOffline: (roomId: number) => http.get<RoomSettings>("/api/room/down", { roomId }),
  pushInfo: () => http.get<PushInfo>("/api/room/push-info"),
  regenerateKey: () => http.post<PushInfo>("/api/room/regenerate-key"),
  todayGifts: (anchorId: number) =>
    http.get<{ list: RankEntry[] }>("/pay/room/user/rank", { anchorId, range: "day", size: GIFT_RANK_SIZE }),

  matchDates: () => http.get<ScheduleDate[]>("/api/match/dates"),
  matchesOf: (date: string) => http.get<MatchRow[]>("/api/match/schedule", { date }),
  mySchedule: (anchorId: number) => http.get<MatchRow[]>("/api/match/list", { anchorId }),
  /** Both answer the schedule as it now stands. */
  addSchedule: (matchId: number) => http.postJson<MatchRow[]>("/api/anchor/schedule/add", { matchId }),
  removeSchedule: (matchId: number) => http.postJson<MatchRow[]>("/api/anchor/schedule/remove", { matchId }),

  forbidList: (roomId: number, page: number, nickName: string) =>
    http.get<Page<ForbidRecord>>("/api/forbid/list", {
      roomId,
      page,
      pageSize: FORBID_PAGE_SIZE,
      nickName: nickName || undefined,
    }),
  forbidAdd: (roomId: number, nickName: string, duration: number) =>
    http.get<ForbidRecord>("/api/forbid/add", { roomId, nickName, duration }),
  forbidRemove: (id: number) => http.get<unknown>("/api/forbid/remove", { id }),
  managerList: (roomId: number) => http.get<ManagerRecord[]>("/api/manager/list", { roomId }),
  managerAdd: (roomId: number, nickName: string) =>
    http.get<ManagerRecord>("/api/manager/add", { roomId, nickName }),
  managerRemove: (id: number) => http.get<unknown>("/api/manager/remove", { id }),

  dynamicList: (anchorId: number, page: number) =>
    http.get<Page<DynamicItem>>("/api/dynamic/list", { anchorId, page, pageSize: DYNAMIC_PAGE_SIZE }),
  addDynamic: (content: string, images: string[]) =>
    http.postJson<DynamicItem>("/api/dynamic/add", { content, images }),
  removeDynamic: (id: number) => http.postJson<unknown>("/api/dynamic/remove", { id }),
};
