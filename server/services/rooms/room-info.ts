import { eq } from "drizzle-orm";
import type { ChatRole } from "@/lib/contracts/room-stream";
import { type RoomInfo } from "@/lib/contracts/rooms";
import { RoomRole } from "@/lib/codes/rooms";
import type { AppDeps } from "../../context";
import { rooms } from "../../db/schema/rooms";
import { roomOnline } from "../audience/room-online";
import { roomScope } from "../chat/chat-scope";
import { mutedUntil, roleIn } from "../moderation/room-roles";
import { roomPlayInfo } from "../stream/stream-keys";
import { isFollowing } from "../user/user-queries";

const ROLE_CODES: Record<ChatRole, number> = {
  viewer: RoomRole.Viewer,
  manager: RoomRole.Manager,
  anchor: RoomRole.Anchor,
};

/**
 * `/api/room/info`: what differs per viewer or changes by the second. `online` counts the distinct
 * viewers (users, else addresses) holding the room's stream open, in every api process (presence);
 * every viewer's page holds one (the media process does not report its players), plus the room's
 * simulated audience while it is live (services/audience).
 */
export async function roomInfo(deps: AppDeps, roomId: number, viewerId: number | null): Promise<RoomInfo> {
  const { db } = deps;
  const scope = await roomScope(db, roomId);
  const [[room], play] = await Promise.all([
    db.select({ heat: rooms.heat }).from(rooms).where(eq(rooms.id, roomId)),
    roomPlayInfo(db, deps.env, roomId),
  ]);
  const base = {
    ...play,
    roomId,
    heat: room?.heat ?? 0,
    online: await roomOnline(deps, roomId),
  };
  if (viewerId === null) return { ...base, followed: false, role: RoomRole.Visitor, mutedUntil: null };
  const [followed, role, until] = await Promise.all([
    isFollowing(db, viewerId, scope.anchorId),
    roleIn(db, scope, viewerId),
    mutedUntil(db, scope, viewerId, deps.now()),
  ]);
  return { ...base, followed, role: ROLE_CODES[role], mutedUntil: until?.toISOString() ?? null };
}
