import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rooms } from "../../db/schema/rooms";
import { anchorErrors } from "./anchor-errors";

export type Caller = { id: number; isAnchor: number };
export type OwnRoom = typeof rooms.$inferSelect;

/** The signed-in anchor's room; only an approved anchor (is_anchor = 1) has one that counts. */
export async function anchorRoom(db: Db, user: Caller, what?: string): Promise<OwnRoom> {
  if (user.isAnchor !== 1) throw anchorErrors.notAnchor(what);
  const [room] = await db.select().from(rooms).where(eq(rooms.anchorId, user.id));
  if (!room) throw anchorErrors.noRoom();
  return room;
}

/** A room named by id that must be the caller's own: 404 when unknown, 403 for anyone else's. */
export async function ownRoomById(db: Db, user: Caller, roomId: number): Promise<OwnRoom> {
  const [room] = await db.select().from(rooms).where(eq(rooms.id, roomId));
  if (!room) throw anchorErrors.roomNotFound();
  if (room.anchorId !== user.id) throw anchorErrors.notOwnRoom();
  if (user.isAnchor !== 1) throw anchorErrors.notAnchor();
  return room;
}
