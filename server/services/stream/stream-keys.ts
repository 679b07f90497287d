import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { PushInfo, RoomPlay } from "@/lib/contracts/stream";
import type { Db } from "../../db/client";
import { rooms } from "../../db/schema/rooms";
import { roomStreams } from "../../db/schema/streams";
import type { ApiEnv } from "../../env";
import { BizError, notFoundError } from "../../errors/biz-error";

export const streamNameOf = (roomId: number) => `room${roomId}`;
export const newStreamSecret = () => randomBytes(18).toString("base64url");

type MediaUrls = Pick<ApiEnv, "MEDIA_PUBLIC_URL" | "MEDIA_RTMP_URL">;

export const pullUrlOf = (env: MediaUrls, name: string) =>
  `${env.MEDIA_PUBLIC_URL.replace(/\/$/, "")}/live/${name}.flv`;
const wsUrlOf = (env: MediaUrls, name: string) => pullUrlOf(env, name).replace(/^http/, "ws");

/** The room's stream row, created on first use (rooms made after the seed get theirs here). */
export async function ensureRoomStream(db: Db, roomId: number) {
  const [existing] = await db.select().from(roomStreams).where(eq(roomStreams.roomId, roomId));
  if (existing) return existing;
  await db
    .insert(roomStreams)
    .values({ roomId, name: streamNameOf(roomId), secret: newStreamSecret() })
    .onConflictDoNothing();
  const [row] = await db.select().from(roomStreams).where(eq(roomStreams.roomId, roomId));
  return row;
}

/** Play addresses of a room for `/api/room/info` (`pullUrl`); throws 404 for an unknown room. */
export async function roomPlayInfo(db: Db, env: MediaUrls, roomId: number): Promise<RoomPlay> {
  const [room] = await db.select({ liveStatus: rooms.liveStatus }).from(rooms).where(eq(rooms.id, roomId));
  if (!room) throw notFoundError("直播间不存在");
  const stream = await ensureRoomStream(db, roomId);
  return {
    pullUrl: pullUrlOf(env, stream.name),
    wsUrl: wsUrlOf(env, stream.name),
    liveStatus: room.liveStatus,
  };
}

/** The signed-in user's own room; only an approved anchor (is_anchor = 1) has one that counts. */
async function ownRoom(db: Db, user: { id: number; isAnchor: number }) {
  if (user.isAnchor !== 1) throw new BizError(403, "仅主播可查看推流信息", 403);
  const [room] = await db
    .select({ id: rooms.id, liveStatus: rooms.liveStatus })
    .from(rooms)
    .where(eq(rooms.anchorId, user.id));
  if (!room) throw notFoundError("您还没有直播间");
  return room;
}

export async function pushInfoFor(
  db: Db,
  env: MediaUrls,
  user: { id: number; isAnchor: number },
): Promise<PushInfo> {
  const room = await ownRoom(db, user);
  const stream = await ensureRoomStream(db, room.id);
  return {
    roomId: room.id,
    pushUrl: env.MEDIA_RTMP_URL,
    streamKey: `${stream.name}?key=${stream.secret}`,
    pullUrl: pullUrlOf(env, stream.name),
    liveStatus: room.liveStatus,
  };
}

/** A new secret: the old key stops working for the next publish (a running one is not cut). */
export async function regenerateKey(
  db: Db,
  env: MediaUrls,
  user: { id: number; isAnchor: number },
  now: number,
) {
  const room = await ownRoom(db, user);
  await ensureRoomStream(db, room.id);
  await db
    .update(roomStreams)
    .set({ secret: newStreamSecret(), keyUpdatedAt: new Date(now) })
    .where(eq(roomStreams.roomId, room.id));
  return pushInfoFor(db, env, user);
}
