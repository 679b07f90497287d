import { asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { MatchRow } from "@/lib/contracts/match-list";
import type { RoomCard } from "@/lib/contracts/rooms";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { liveNavs, rooms } from "../../db/schema/rooms";
import { users } from "../../db/schema/users";
import { selectMatchRows } from "../schedule/match-rows";
import { streamNameOf } from "../stream/stream-keys";
import { LiveStatus } from "@/lib/codes/rooms";

/** Every room list's order: live rooms first, then the busiest, then the oldest room. */
export const liveFirst: SQL[] = [desc(rooms.liveStatus), desc(rooms.heat), asc(rooms.id)];

const cardColumns = {
  roomId: rooms.id,
  title: rooms.title,
  cover: rooms.cover,
  navId: rooms.navId,
  navName: liveNavs.name,
  anchorId: rooms.anchorId,
  nickName: users.nickName,
  portrait: users.portrait,
  level: users.level,
  liveStatus: rooms.liveStatus,
  heat: rooms.heat,
  online: rooms.online,
  matchId: rooms.matchId,
};

/** Rooms joined with their anchor and category; `where` may name `rooms`, `users` and `liveNavs`. */
function cardQuery(db: Db) {
  return db
    .select(cardColumns)
    .from(rooms)
    .innerJoin(users, eq(users.id, rooms.anchorId))
    .innerJoin(liveNavs, eq(liveNavs.id, rooms.navId))
    .$dynamic();
}

type CardRecord = Awaited<ReturnType<ReturnType<typeof cardQuery>["execute"]>>[number];

/** The bound matches of many rooms in one query, as score-list rows. */
async function boundMatches(db: Db, ids: number[]): Promise<Map<number, MatchRow>> {
  if (!ids.length) return new Map();
  const rows = await selectMatchRows(db, inArray(matches.id, ids), [asc(matches.id)]);
  return new Map(rows.map((r) => [r.id, r]));
}

/** A live room's card picture on the media process (browsers fetch it there, as they fetch the video). */
export const liveThumbUrl = (mediaUrl: string, roomId: number) =>
  `${mediaUrl.replace(/\/$/, "")}/thumbs/live/${streamNameOf(roomId)}.jpg`;

async function toCards(db: Db, records: CardRecord[], mediaUrl: string): Promise<RoomCard[]> {
  const ids = [...new Set(records.flatMap((r) => (r.matchId === null ? [] : [r.matchId])))];
  const bound = await boundMatches(db, ids);
  return records.map(({ matchId, level, online, ...card }) => {
    const live = card.liveStatus === LiveStatus.Live;
    return {
      ...card,
      level: level ?? 0,
      online: live ? online : 0,
      thumb: live && mediaUrl ? liveThumbUrl(mediaUrl, card.roomId) : "",
      match: matchId === null ? null : (bound.get(matchId) ?? null),
    };
  });
}

/** `mediaUrl`: the media process's public address, for live rooms' pictures (none without it). */
type Window = { limit?: number; offset?: number; mediaUrl?: string };

/** Room cards for `where`, in `order` (live first by default). */
export async function selectRoomCards(
  db: Db,
  where: SQL | undefined,
  { limit, offset, order = liveFirst, mediaUrl = "" }: Window & { order?: SQL[] } = {},
): Promise<RoomCard[]> {
  let query = cardQuery(db)
    .where(where)
    .orderBy(...order);
  if (limit !== undefined) query = query.limit(limit);
  if (offset) query = query.offset(offset);
  return toCards(db, await query, mediaUrl);
}

/** How many rooms `where` selects, with the same joins as the cards. */
export async function countRooms(db: Db, where: SQL | undefined): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(rooms)
    .innerJoin(users, eq(users.id, rooms.anchorId))
    .innerJoin(liveNavs, eq(liveNavs.id, rooms.navId))
    .where(where);
  return total;
}

/** One room's card, or null for an unknown room. */
export async function findRoomCard(db: Db, roomId: number, mediaUrl = ""): Promise<RoomCard | null> {
  const [card] = await selectRoomCards(db, eq(rooms.id, roomId), { limit: 1, mediaUrl });
  return card ?? null;
}
