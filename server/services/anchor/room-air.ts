import { and, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import type { roomUpBody } from "@/lib/contracts/anchor";
import type { AppDeps } from "../../context";
import { rooms } from "../../db/schema/rooms";
import { roomStreams } from "../../db/schema/streams";
import { endLiveSession, startLiveSession } from "../rooms/live-sessions";
import { announce } from "../stream/live-status";
import { ownRoomById, type Caller } from "./own-room";
import { applySettings, settingsOf } from "./room-settings";

/**
 * 上播 / 下播. `rooms.on_air` gates publishing (the media hooks refuse a room that is down and
 * the media process cuts its running publisher within seconds, see services/stream/on-air.ts);
 * `live_status` still follows the stream, except that taking a room down ends it at once.
 */

type RoomUp = z.infer<typeof roomUpBody>;

/** Applies the given settings and puts the room up. A demo room is live again on its loop at once. */
export async function roomUp(deps: AppDeps, user: Caller, input: RoomUp) {
  const { db } = deps;
  const { roomId, ...settings } = input;
  const room = await applySettings(deps, await ownRoomById(db, user, roomId), settings, { onAir: 1 });
  const [stream] = await db
    .select({ demo: roomStreams.demo, publisher: roomStreams.publisherSession })
    .from(roomStreams)
    .where(eq(roomStreams.roomId, roomId));
  if (stream?.demo || stream?.publisher) {
    const flipped = await db
      .update(rooms)
      .set({ liveStatus: 1 })
      .where(and(eq(rooms.id, roomId), ne(rooms.liveStatus, 1)))
      .returning();
    if (flipped.length) {
      await startLiveSession(db, roomId, deps.now());
      await announce(deps, roomId, "roomUp");
      return settingsOf(db, flipped[0]);
    }
  }
  return settingsOf(db, room);
}

/** Takes the room down: no publishing until the next 上播, and viewers see it offline now. */
export async function roomDown(deps: AppDeps, user: Caller, roomId: number) {
  const { db } = deps;
  const room = await ownRoomById(db, user, roomId);
  await db.update(rooms).set({ onAir: 0 }).where(eq(rooms.id, room.id));
  const flipped = await db
    .update(rooms)
    .set({ liveStatus: 0 })
    .where(and(eq(rooms.id, room.id), ne(rooms.liveStatus, 0)))
    .returning({ id: rooms.id });
  if (flipped.length) {
    await endLiveSession(db, room.id, deps.now(), false);
    await announce(deps, room.id, "roomDown");
  }
  return settingsOf(db, { ...room, onAir: 0, liveStatus: 0 });
}
