import { eq } from "drizzle-orm";
import { roomChannels } from "@/lib/contracts/room-stream";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { rooms } from "../../db/schema/rooms";
import { chatErrors } from "./chat-errors";

/** Where a message goes: an anchor room (live-room family) or a match group (first family). */
export type ChatScope =
  | { kind: "room"; roomId: number; matchId: null; anchorId: number; channel: string; key: string }
  | { kind: "match"; roomId: null; matchId: number; channel: string; key: string };
export type RoomScope = Extract<ChatScope, { kind: "room" }>;
export type MatchScope = Extract<ChatScope, { kind: "match" }>;

export async function roomScope(db: Db, roomId: number): Promise<RoomScope> {
  const [room] = await db
    .select({ anchorId: rooms.anchorId })
    .from(rooms)
    .where(eq(rooms.id, roomId))
    .limit(1);
  if (!room) throw chatErrors.roomNotFound();
  return {
    kind: "room",
    roomId,
    matchId: null,
    anchorId: room.anchorId,
    channel: roomChannels.room(roomId),
    key: `room:${roomId}`,
  };
}

export async function matchScope(db: Db, matchId: number): Promise<MatchScope> {
  const [match] = await db.select({ id: matches.id }).from(matches).where(eq(matches.id, matchId)).limit(1);
  if (!match) throw chatErrors.matchNotFound();
  return {
    kind: "match",
    roomId: null,
    matchId,
    channel: roomChannels.match(matchId),
    key: `match:${matchId}`,
  };
}

export function scopeOf(db: Db, ids: { roomId?: number; matchId?: number }): Promise<ChatScope> {
  return ids.roomId !== undefined ? roomScope(db, ids.roomId) : matchScope(db, ids.matchId!);
}
