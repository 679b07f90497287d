"use client";
import type { RoomDetail } from "@/lib/contracts/rooms";
import { useRoomEvent } from "./room-events";
import { useRoomInfo } from "./use-room-info";

/** On air or not: the server-rendered state until room info arrives. */
export function useLiveStatus(detail: RoomDetail) {
  const { info } = useRoomInfo(detail.roomId);
  return {
    live: (info?.liveStatus ?? detail.liveStatus) === 1,
    pullUrl: info?.pullUrl || detail.play.pullUrl,
  };
}

/** Room info again on the stream's 开播/下播 notices (inside RoomEventsProvider). */
export function useLiveStatusEvents(roomId: number) {
  const { mutate } = useRoomInfo(roomId);
  useRoomEvent("system", (e) => {
    if (e.kind === "roomUp" || e.kind === "roomDown") void mutate();
  });
}
