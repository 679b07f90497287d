import type { ReactNode } from "react";
import type { RoomCard as Room } from "@/lib/contracts/rooms";
import { RoomCard } from "./room-card";

const COLUMNS = {
  4: "grid-cols-2 md:grid-cols-3 lg:grid-cols-4",
  5: "grid-cols-2 md:grid-cols-3 lg:grid-cols-5",
} as const;

/** Rooms as a grid of cards; `empty` shows when there are none. */
export function RoomGrid({
  rooms,
  empty,
  columns = 4,
}: {
  rooms: Room[];
  empty?: ReactNode;
  columns?: keyof typeof COLUMNS;
}) {
  if (!rooms.length) return empty ?? null;
  return (
    <ul className={`grid gap-4 ${COLUMNS[columns]}`}>
      {rooms.map((room) => (
        <li key={room.roomId}>
          <RoomCard room={room} />
        </li>
      ))}
    </ul>
  );
}
