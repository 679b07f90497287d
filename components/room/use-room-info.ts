"use client";
import useSWR from "swr";
import { roomApi } from "@/lib/api/room-client";
import type { RoomInfo, RoomRole } from "@/lib/contracts/rooms";
import { useUserStore } from "@/stores/user-store";

/** RoomRole of lib/contracts/rooms.ts, repeated without zod; the type keeps the two equal. */
export const ROOM_ROLE = { Visitor: 0, Viewer: 1, Manager: 2, Anchor: 3 } as const satisfies typeof RoomRole;

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
  const role = data?.role ?? ROOM_ROLE.Visitor;
  return {
    info: data ?? null,
    mutate,
    role,
    canModerate: role >= ROOM_ROLE.Manager,
    isAnchor: role === ROOM_ROLE.Anchor,
  };
}
