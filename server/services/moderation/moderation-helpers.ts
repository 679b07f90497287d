import { eq } from "drizzle-orm";
import { type SystemEvent } from "@/lib/contracts/room-stream";
import { RoomEventType } from "@/lib/codes/room-events";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { rooms } from "../../db/schema/rooms";
import { users } from "../../db/schema/users";
import { moderationErrors } from "../chat/chat-errors";
import { roomScope, type RoomScope } from "../chat/chat-scope";

export async function userByNickName(db: Db, nickName: string) {
  const [user] = await db
    .select({ id: users.id, nickName: users.nickName })
    .from(users)
    .where(eq(users.nickName, nickName))
    .limit(1);
  if (!user) throw moderationErrors.userNotFound();
  return user;
}

/** The given room, or the signed-in anchor's own room when none is given. */
export async function roomOrOwn(db: Db, roomId: number | undefined, userId: number): Promise<RoomScope> {
  if (roomId !== undefined) return roomScope(db, roomId);
  const [own] = await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.anchorId, userId)).limit(1);
  if (!own) throw moderationErrors.noRoom();
  return roomScope(db, own.id);
}

export async function announce(deps: AppDeps, scope: RoomScope, event: Omit<SystemEvent, "roomId" | "at">) {
  const data: SystemEvent = { ...event, roomId: scope.roomId, at: new Date(deps.now()).toISOString() };
  await deps.bus.publish(scope.channel, { type: RoomEventType.System, data });
}
