"use client";
import { createContext, useContext, useEffect, useRef, useState } from "react";
import type { StreamStatus } from "@/components/realtime/event-stream";
import { useEventStream } from "@/components/realtime/use-event-stream";
import { API_GATEWAY } from "@/lib/api/envelope";
import type {
  BarrageEvent,
  ChatEvent,
  GiftEvent,
  HornEvent,
  RedPacketEvent,
  SystemEvent,
} from "@/lib/contracts/room-stream";
import type { RoomEventTypeName } from "@/lib/codes/room-events";

/** Payload of each event type of `/api/room/stream`; `resync` asks the page to reload its state. */
export type RoomEventMap = {
  chat: ChatEvent;
  barrage: BarrageEvent;
  gift: GiftEvent;
  redPacket: RedPacketEvent;
  system: SystemEvent;
  horn: HornEvent;
  resync: { channel: string };
};
export type RoomEventName = keyof RoomEventMap;

// Names only: importing the contract's schemas would ship zod to the browser.
const ROOM_EVENTS = [
  "chat",
  "barrage",
  "gift",
  "redPacket",
  "system",
] as const satisfies readonly RoomEventTypeName[];
const EVENT_NAMES: readonly RoomEventName[] = [...ROOM_EVENTS, "horn"];

type Listener = (data: unknown) => void;
type RoomBus = { listeners: Map<string, Set<Listener>> };

const RoomEventsContext = createContext<RoomBus | null>(null);
const RoomStatusContext = createContext<StreamStatus>("open");

/**
 * Opens ONE reconnecting stream on the room for every widget below (components/realtime): it comes
 * back by itself after an api restart and resumes after the last event; `resync` when it cannot.
 */
export function RoomEventsProvider({
  roomId,
  paused = false,
  children,
}: {
  roomId: number;
  /** Hold the connection back (the room page waits for its picture first). */
  paused?: boolean;
  children: React.ReactNode;
}) {
  const [bus] = useState<RoomBus>(() => ({ listeners: new Map() }));
  const status = useEventStream(
    paused ? null : `${API_GATEWAY}/api/room/stream?roomId=${roomId}`,
    EVENT_NAMES,
    (type, data) => bus.listeners.get(type)?.forEach((listener) => listener(data)),
  );
  return (
    <RoomEventsContext.Provider value={bus}>
      <RoomStatusContext.Provider value={status}>{children}</RoomStatusContext.Provider>
    </RoomEventsContext.Provider>
  );
}

/** The room stream's connection, for a 重新连接中 badge. */
export const useRoomStreamStatus = () => useContext(RoomStatusContext);

/** Calls `handler` with each `type` event of the room's stream; the latest handler is always used. */
export function useRoomEvent<T extends RoomEventName>(type: T, handler: (data: RoomEventMap[T]) => void) {
  const bus = useContext(RoomEventsContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!bus) return;
    const listener: Listener = (data) => latest.current(data as RoomEventMap[T]);
    let set = bus.listeners.get(type);
    if (!set) bus.listeners.set(type, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }, [bus, type]);
}
