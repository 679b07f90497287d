import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import { beijingDayStart, DAY } from "@/lib/beijing-time";
import type { Page } from "@/lib/contracts/fields";
import type { LiveSession } from "@/lib/contracts/rooms";
import type { Db, Tx } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { liveSessions } from "../../db/schema/room-activity";
import { rooms } from "../../db/schema/rooms";
import { selectMatchRows } from "../schedule/match-rows";
import { roomErrors } from "./room-errors";

/**
 * 开播记录: a room has exactly one open session while it is live. The media hooks (live-status.ts)
 * open one on publish and close it on unpublish; a demo room, live again on its clip right after,
 * gets a fresh one. Heat only grows (gifts add to it), so a session's peak is the heat at its end.
 */
const roomHeat = (roomId: number) =>
  sql<number>`(select ${rooms.heat} from ${rooms} where ${rooms.id} = ${roomId})`;

async function closeOpen(tx: Db | Tx, roomId: number, now: number) {
  await tx
    .update(liveSessions)
    .set({
      endedAt: new Date(now),
      peakHeat: sql`greatest(${liveSessions.peakHeat}, coalesce(${roomHeat(roomId)}, 0))`,
    })
    .where(and(eq(liveSessions.roomId, roomId), isNull(liveSessions.endedAt)));
}

/** A broadcast starts: the record takes the room's title and bound match at this moment. */
export async function startLiveSession(db: Db, roomId: number, now: number) {
  await db.transaction(async (tx) => {
    await closeOpen(tx, roomId, now);
    const [room] = await tx
      .select({ title: rooms.title, matchId: rooms.matchId, heat: rooms.heat })
      .from(rooms)
      .where(eq(rooms.id, roomId));
    if (!room) return;
    await tx.insert(liveSessions).values({
      roomId,
      title: room.title,
      matchId: room.matchId,
      startedAt: new Date(now),
      peakHeat: room.heat,
    });
  });
}

/** A broadcast ends; `stillLive` (a demo room back on its loop) starts the next record at once. */
export async function endLiveSession(db: Db, roomId: number, now: number, stillLive: boolean) {
  if (stillLive) return startLiveSession(db, roomId, now);
  await closeOpen(db, roomId, now);
}

/** When the room's current broadcast started, or null when none is open. */
export async function openSessionStart(db: Db, roomId: number): Promise<Date | null> {
  const [open] = await db
    .select({ startedAt: liveSessions.startedAt })
    .from(liveSessions)
    .where(and(eq(liveSessions.roomId, roomId), isNull(liveSessions.endedAt)))
    .orderBy(desc(liveSessions.startedAt))
    .limit(1);
  return open?.startedAt ?? null;
}

type HistoryQuery = { roomId: number; startDate?: string; endDate?: string; page: number; pageSize: number };

/** `/api/history/list`: the room's broadcasts started within the China-time dates, newest first. */
export async function sessionHistory(db: Db, q: HistoryQuery, now: number): Promise<Page<LiveSession>> {
  const [room] = await db.select({ heat: rooms.heat }).from(rooms).where(eq(rooms.id, q.roomId));
  if (!room) throw roomErrors.roomNotFound();
  const where = and(
    eq(liveSessions.roomId, q.roomId),
    q.startDate ? gte(liveSessions.startedAt, new Date(beijingDayStart(q.startDate))) : undefined,
    q.endDate ? lt(liveSessions.startedAt, new Date(beijingDayStart(q.endDate) + DAY)) : undefined,
  );
  const [[{ total }], records] = await Promise.all([
    db.select({ total: count() }).from(liveSessions).where(where),
    db
      .select()
      .from(liveSessions)
      .where(where)
      .orderBy(desc(liveSessions.startedAt), desc(liveSessions.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
  ]);
  const matchIds = [...new Set(records.flatMap((r) => (r.matchId === null ? [] : [r.matchId])))];
  const rows = matchIds.length
    ? await selectMatchRows(db, inArray(matches.id, matchIds), [asc(matches.id)])
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const list = records.map((r): LiveSession => {
    const end = r.endedAt?.getTime() ?? now;
    return {
      id: r.id,
      title: r.title,
      startedAt: r.startedAt.toISOString(),
      endedAt: r.endedAt?.toISOString() ?? null,
      durationSec: Math.max(0, Math.round((end - r.startedAt.getTime()) / 1000)),
      peakHeat: r.endedAt ? r.peakHeat : Math.max(r.peakHeat, room.heat),
      match: r.matchId === null ? null : (byId.get(r.matchId) ?? null),
    };
  });
  return { list, total, page: q.page, pageSize: q.pageSize };
}
