"use client";
import useSWR from "swr";
import { roomApi } from "@/lib/api/room-client";
import type { RoomInfo } from "@/lib/contracts/rooms";
import { RoomRole } from "@/lib/codes/rooms";
import { useUserStore } from "@/stores/user-store";

/** Heat and viewers change by the minute; the role and mute state change on moderation events. */
const REFRESH_MS = 30_000;

async function loadInfo([, roomId]: [string, number, string]): Promise<RoomInfo> {
  const r = await roomApi.info(roomId);
  if (r.code !== 200 || !r.data) throw new Error(r.message);
  return r.data;
}

/** `/api/room/info` for the caller: their role, follow and mute state, plus live counters. */
export function useRoomInfo(roomId: number) {
  const auth = useUserStore((s) => s.auth);
  const { data, mutate } = useSWR(["room-info", roomId, auth], loadInfo, {
    refreshInterval: REFRESH_MS,
    keepPreviousData: true,
  });
  const role = data?.role ?? RoomRole.Visitor;
  return {
    info: data ?? null,
    mutate,
    role,
    canModerate: role >= RoomRole.Manager,
    isAnchor: role === RoomRole.Anchor,
  };
}
