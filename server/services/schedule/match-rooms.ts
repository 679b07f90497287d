import { and, desc, eq, inArray, or } from "drizzle-orm";
import type { SportId } from "@/lib/codes/sports";
import type { MatchRoom } from "@/lib/contracts/schedule";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { rooms } from "../../db/schema/rooms";
import { anchorSchedules } from "../../db/schema/room-activity";
import { users } from "../../db/schema/users";
import { notFoundError } from "../../errors/biz-error";

/**
 * Rooms covering a match: those bound to it (rooms.match_id) or whose anchor put it on their
 * schedule (主播赛程), live first, then the busiest.
 */
export async function roomsForMatch(db: Db, matchId: number, sportId: number): Promise<MatchRoom[]> {
  const [match] = await db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.id, matchId), eq(matches.sportId, sportId as SportId)));
  if (!match) throw notFoundError("比赛不存在");
  const scheduled = db
    .select({ roomId: anchorSchedules.roomId })
    .from(anchorSchedules)
    .where(eq(anchorSchedules.matchId, matchId));
  return db
    .select({
      roomId: rooms.id,
      anchorId: rooms.anchorId,
      nickName: users.nickName,
      portrait: users.portrait,
      title: rooms.title,
      cover: rooms.cover,
      liveStatus: rooms.liveStatus,
      heat: rooms.heat,
    })
    .from(rooms)
    .innerJoin(users, eq(users.id, rooms.anchorId))
    .where(and(eq(users.isAnchor, 1), or(eq(rooms.matchId, matchId), inArray(rooms.id, scheduled))))
    .orderBy(desc(rooms.liveStatus), desc(rooms.heat), rooms.id);
}
