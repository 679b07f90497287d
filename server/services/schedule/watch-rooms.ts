import { and, eq, inArray } from "drizzle-orm";
import { LiveStatus, WATCH_ROOMS_PER_MATCH } from "@/lib/codes/rooms";
import type { WatchRoom } from "@/lib/contracts/match-list";
import type { Db } from "../../db/client";
import { anchorSchedules } from "../../db/schema/room-activity";
import { rooms } from "../../db/schema/rooms";
import { users } from "../../db/schema/users";

const columns = {
  roomId: rooms.id,
  nickName: users.nickName,
  liveStatus: rooms.liveStatus,
  heat: rooms.heat,
};

/**
 * Where to watch each of `matchIds`: the anchors' rooms bound to the match (rooms.match_id) or
 * with it on their schedule (主播赛程), live first, then the busiest, at most
 * WATCH_ROOMS_PER_MATCH each. One query for the whole list, whatever its length.
 */
export async function watchRoomsOf(db: Db, matchIds: readonly number[]): Promise<Map<number, WatchRoom[]>> {
  const out = new Map<number, WatchRoom[]>();
  if (!matchIds.length) return out;
  const ids = [...new Set(matchIds)];
  const bound = db
    .select({ matchId: rooms.matchId, ...columns })
    .from(rooms)
    .innerJoin(users, eq(users.id, rooms.anchorId))
    .where(and(inArray(rooms.matchId, ids), eq(users.isAnchor, 1)));
  const scheduled = db
    .select({ matchId: anchorSchedules.matchId, ...columns })
    .from(anchorSchedules)
    .innerJoin(rooms, eq(rooms.id, anchorSchedules.roomId))
    .innerJoin(users, eq(users.id, rooms.anchorId))
    .where(and(inArray(anchorSchedules.matchId, ids), eq(users.isAnchor, 1)));
  // `union` drops a room that is both bound to the match and has it on its schedule.
  const found = await bound.union(scheduled);
  found.sort((a, b) => b.liveStatus - a.liveStatus || b.heat - a.heat || a.roomId - b.roomId);
  for (const r of found) {
    if (r.matchId === null) continue;
    const list = out.get(r.matchId) ?? [];
    if (list.length >= WATCH_ROOMS_PER_MATCH) continue;
    list.push({ roomId: r.roomId, nickName: r.nickName, live: r.liveStatus === LiveStatus.Live });
    out.set(r.matchId, list);
  }
  return out;
}
