"use client";
import { useMemo, type ReactNode } from "react";
import { useLiveMatches } from "@/components/match/score-list/use-live-matches";
import type { RoomCard as Room } from "@/lib/contracts/rooms";
import { RoomCard } from "./room-card";

const COLUMNS = {
  4: "grid-cols-2 md:grid-cols-3 lg:grid-cols-4",
  5: "grid-cols-2 md:grid-cols-3 lg:grid-cols-5",
} as const;

/** Rooms as a grid of cards, their bound matches' scores kept live; `empty` shows when there are none. */
export function RoomGrid({
  rooms,
  empty,
  columns = 4,
}: {
  rooms: Room[];
  empty?: ReactNode;
  columns?: keyof typeof COLUMNS;
}) {
  // Two rooms may commentate one match: follow it once.
  const bound = useMemo(
    () => [...new Map(rooms.flatMap((r) => (r.match ? [[r.match.id, r.match] as const] : []))).values()],
    [rooms],
  );
  const live = useLiveMatches(bound);
  const current = new Map(live.map((m) => [m.id, m]));
  if (!rooms.length) return empty ?? null;
  return (
    <ul className={`grid gap-4 ${COLUMNS[columns]}`}>
      {rooms.map((room) => (
        <li key={room.roomId}>
          <RoomCard room={room.match ? { ...room, match: current.get(room.match.id) ?? room.match } : room} />
        </li>
      ))}
    </ul>
  );
}
