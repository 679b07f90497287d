import { and, asc, eq, ilike, ne, or, sql, type SQL } from "drizzle-orm";
import { type RoomCard } from "@/lib/contracts/rooms";
import { LiveStatus, RoomListType } from "@/lib/codes/rooms";
import type { Page } from "@/lib/contracts/fields";
import type { Db } from "../../db/client";
import { liveNavs, rooms } from "../../db/schema/rooms";
import { follows, users } from "../../db/schema/users";
import { unauthorized } from "../../errors/biz-error";
import { containsPattern } from "../search/like-pattern";
import { countRooms, selectRoomCards } from "./room-cards";

/** The room categories in their menu order, each with how many of its rooms are live now. */
export async function navList(db: Db) {
  return db
    .select({
      navId: liveNavs.id,
      name: liveNavs.name,
      liveCount:
        sql<number>`count(${rooms.id}) filter (where ${rooms.liveStatus} = ${LiveStatus.Live})`.mapWith(
          Number,
        ),
    })
    .from(liveNavs)
    .leftJoin(rooms, eq(rooms.navId, liveNavs.id))
    .groupBy(liveNavs.id)
    .orderBy(asc(liveNavs.sort), asc(liveNavs.id));
}

/** Rooms of anchors the user follows (a condition on the card query). */
export const followedBy = (userId: number): SQL =>
  sql`exists (select 1 from ${follows} where ${follows.userId} = ${userId} and ${follows.targetId} = ${rooms.anchorId})`;

type RoomPageQuery = {
  roomType: number;
  navId: number;
  roomId: number;
  word?: string;
  page: number;
  pageSize: number;
};

/** `/api/room/page`; roomType 2 (followed anchors) needs a signed-in caller. */
export async function roomPage(
  db: Db,
  q: RoomPageQuery,
  viewerId: number | null,
  mediaUrl = "",
): Promise<Page<RoomCard>> {
  if (q.roomType === RoomListType.Followed && viewerId === null) throw unauthorized();
  const pattern = q.word ? containsPattern(q.word) : null;
  const where = and(
    q.roomType === RoomListType.Live ? eq(rooms.liveStatus, LiveStatus.Live) : undefined,
    q.roomType === RoomListType.Followed && viewerId !== null ? followedBy(viewerId) : undefined,
    q.navId ? eq(rooms.navId, q.navId) : undefined,
    q.roomId ? ne(rooms.id, q.roomId) : undefined,
    pattern ? or(ilike(rooms.title, pattern), ilike(users.nickName, pattern)) : undefined,
  );
  const [total, list] = await Promise.all([
    countRooms(db, where),
    selectRoomCards(db, where, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize, mediaUrl }),
  ]);
  return { list, total, page: q.page, pageSize: q.pageSize };
}

/** `/api/room/hotAppRoom`: the busiest rooms, live ones first. */
export function hotRooms(db: Db, size: number, mediaUrl = ""): Promise<RoomCard[]> {
  return selectRoomCards(db, undefined, { limit: size, mediaUrl });
}
