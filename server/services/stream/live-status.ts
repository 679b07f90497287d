import { and, eq, isNotNull, ne } from "drizzle-orm";
import { roomChannels, type SystemEvent } from "@/lib/contracts/room-stream";
import { RoomEventType } from "@/lib/codes/room-events";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { rooms } from "../../db/schema/rooms";
import { roomStreams } from "../../db/schema/streams";
import { users } from "../../db/schema/users";
import { endLiveSession, startLiveSession } from "../rooms/live-sessions";
import { isOnAir } from "./on-air";
import { sameSecret } from "./signed-link";

/**
 * The media process reports publishes here; `rooms.live_status` follows these events only
 * (a viewer's request for a stream never changes it). A demo room stays live: its clip loops
 * whenever nobody publishes.
 */

/** Room of a stream name whose key matches, whose anchor is approved and whose room is up, else null. */
export async function authorizePublish(db: Db, name: string, key: string): Promise<number | null> {
  const [row] = await db
    .select({
      roomId: roomStreams.roomId,
      secret: roomStreams.secret,
      isAnchor: users.isAnchor,
      onAir: rooms.onAir,
    })
    .from(roomStreams)
    .innerJoin(rooms, eq(rooms.id, roomStreams.roomId))
    .innerJoin(users, eq(users.id, rooms.anchorId))
    .where(eq(roomStreams.name, name));
  if (!row || row.isAnchor !== 1 || row.onAir !== 1 || !sameSecret(row.secret, key)) return null;
  return row.roomId;
}

export async function announce(deps: AppDeps, roomId: number, kind: "roomUp" | "roomDown") {
  const data: SystemEvent = {
    kind,
    roomId,
    text: kind === "roomUp" ? "主播开播了" : "主播已下播",
    at: new Date(deps.now()).toISOString(),
  };
  await deps.bus.publish(roomChannels.room(roomId), { type: RoomEventType.System, data });
}

/** A publisher started: the room goes live and its viewers hear `system` roomUp. */
export async function markPublished(deps: AppDeps, name: string, session: string) {
  const { db } = deps;
  const [before] = await db
    .select({ session: roomStreams.publisherSession })
    .from(roomStreams)
    .where(eq(roomStreams.name, name));
  const [stream] = await db
    .update(roomStreams)
    .set({ publisherSession: session, liveSince: new Date(deps.now()) })
    .where(eq(roomStreams.name, name))
    .returning({ roomId: roomStreams.roomId });
  if (!stream) return null;
  // A repeated report of the same publish keeps its 开播记录.
  if (before?.session !== session) await startLiveSession(db, stream.roomId, deps.now());
  const flipped = await db
    .update(rooms)
    .set({ liveStatus: 1 })
    .where(and(eq(rooms.id, stream.roomId), ne(rooms.liveStatus, 1)))
    .returning({ id: rooms.id });
  if (flipped.length) await announce(deps, stream.roomId, "roomUp");
  return { roomId: stream.roomId, liveStatus: 1 };
}

/** Only the session that is on record ends the broadcast (a late report of an older one is ignored). */
export async function markUnpublished(deps: AppDeps, name: string, session: string) {
  const { db } = deps;
  const [stream] = await db
    .update(roomStreams)
    .set({ publisherSession: null, liveSince: null })
    .where(and(eq(roomStreams.name, name), eq(roomStreams.publisherSession, session)))
    .returning({ roomId: roomStreams.roomId, demo: roomStreams.demo });
  if (!stream) return null;
  // A demo room loops its clip again after a publisher, unless its anchor took the room down.
  const demo = stream.demo && (await isOnAir(db, stream.roomId));
  const liveStatus = demo ? 1 : 0;
  await endLiveSession(db, stream.roomId, deps.now(), demo);
  const flipped = await db
    .update(rooms)
    .set({ liveStatus })
    .where(and(eq(rooms.id, stream.roomId), ne(rooms.liveStatus, liveStatus)))
    .returning({ id: rooms.id });
  if (flipped.length) await announce(deps, stream.roomId, "roomDown");
  return { roomId: stream.roomId, liveStatus };
}

/** Stream names the media process loops the demo clip for (rooms that are up). */
export async function demoStreamNames(db: Db): Promise<string[]> {
  const rows = await db
    .select({ name: roomStreams.name })
    .from(roomStreams)
    .innerJoin(rooms, eq(rooms.id, roomStreams.roomId))
    .where(and(eq(roomStreams.demo, true), eq(rooms.onAir, 1)));
  return rows.map((r) => r.name).sort();
}

/** The media process (re)started: no publisher survived it, so rooms it had live go offline. */
export async function resetPublishers(deps: AppDeps) {
  const stale = await deps.db
    .select({ name: roomStreams.name, session: roomStreams.publisherSession })
    .from(roomStreams)
    .where(isNotNull(roomStreams.publisherSession));
  for (const s of stale) await markUnpublished(deps, s.name, s.session!);
  return { rooms: stale.length };
}
