import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rooms } from "../../db/schema/rooms";
import { roomStreams } from "../../db/schema/streams";
import { users } from "../../db/schema/users";

/**
 * 上播/下播 (/api/room/up|down) gates the media process: a room that is down may not publish,
 * and the media process asks every few seconds which of its streams must stop (off-air check).
 */
export async function isOnAir(db: Db, roomId: number): Promise<boolean> {
  const [room] = await db.select({ onAir: rooms.onAir }).from(rooms).where(eq(rooms.id, roomId));
  return room?.onAir === 1;
}

/** Of the given stream names, those that must not broadcast: room down, anchor revoked or unknown. */
export async function offAirStreams(db: Db, names: string[]): Promise<string[]> {
  if (!names.length) return [];
  const allowed = await db
    .select({ name: roomStreams.name })
    .from(roomStreams)
    .innerJoin(rooms, eq(rooms.id, roomStreams.roomId))
    .innerJoin(users, eq(users.id, rooms.anchorId))
    .where(and(inArray(roomStreams.name, names), eq(rooms.onAir, 1), eq(users.isAnchor, 1)));
  const ok = new Set(allowed.map((r) => r.name));
  return [...new Set(names)].filter((n) => !ok.has(n));
}
