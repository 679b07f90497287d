import { and, eq, gt } from "drizzle-orm";
import type { ChatRole } from "@/lib/contracts/room-stream";
import type { Db } from "../../db/client";
import { roomForbids, roomManagers } from "../../db/schema/chat";
import type { ChatScope } from "../chat/chat-scope";

/** The user's standing in a chat scope; match groups have no anchor or managers. */
export async function roleIn(db: Db, scope: ChatScope, userId: number): Promise<ChatRole> {
  if (scope.kind !== "room") return "viewer";
  if (scope.anchorId === userId) return "anchor";
  const [manager] = await db
    .select({ id: roomManagers.id })
    .from(roomManagers)
    .where(and(eq(roomManagers.roomId, scope.roomId), eq(roomManagers.userId, userId)))
    .limit(1);
  return manager ? "manager" : "viewer";
}

/** When the user's mute in the room ends, or null when they may speak. */
export async function mutedUntil(
  db: Db,
  scope: ChatScope,
  userId: number,
  now: number,
): Promise<Date | null> {
  return scope.kind === "room" ? mutedInRoom(db, scope.roomId, userId, now) : null;
}

/** The same for anything else said from a room (horns): when the mute ends, or null. */
export async function mutedInRoom(db: Db, roomId: number, userId: number, now: number): Promise<Date | null> {
  const [mute] = await db
    .select({ until: roomForbids.until })
    .from(roomForbids)
    .where(
      and(
        eq(roomForbids.roomId, roomId),
        eq(roomForbids.userId, userId),
        gt(roomForbids.until, new Date(now)),
      ),
    )
    .limit(1);
  return mute?.until ?? null;
}
