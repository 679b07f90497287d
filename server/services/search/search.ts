import { and, desc, eq, ilike, or } from "drizzle-orm";
import { type RoomHit } from "@/lib/contracts/search";
import { SearchType } from "@/lib/codes/search";
import type { UserCard } from "@/lib/contracts/user";
import type { Db } from "../../db/client";
import { rooms } from "../../db/schema/rooms";
import { users } from "../../db/schema/users";
import { searchUsers } from "../user/user-lists";
import { containsPattern } from "./like-pattern";

const USER_HITS = 20;
const ROOM_HITS = 30;

/** Rooms whose title or anchor nickname contains the word; live and busy rooms first. */
export async function searchRooms(db: Db, word: string, liveOnly = false): Promise<RoomHit[]> {
  if (!word) return [];
  const pattern = containsPattern(word);
  return db
    .select({
      roomId: rooms.id,
      title: rooms.title,
      cover: rooms.cover,
      navId: rooms.navId,
      anchorId: rooms.anchorId,
      nickName: users.nickName,
      portrait: users.portrait,
      liveStatus: rooms.liveStatus,
      heat: rooms.heat,
    })
    .from(rooms)
    .innerJoin(users, eq(users.id, rooms.anchorId))
    .where(
      and(
        or(ilike(rooms.title, pattern), ilike(users.nickName, pattern)),
        liveOnly ? eq(rooms.liveStatus, 1) : undefined,
      ),
    )
    .orderBy(desc(rooms.liveStatus), desc(rooms.heat), rooms.id)
    .limit(ROOM_HITS);
}

/** Type 0 both lists, 1 users only, 2 rooms only; the other list is empty. */
export async function searchAll(db: Db, word: string, type: number) {
  const wantUsers = type !== SearchType.Rooms;
  const wantRooms = type !== SearchType.Users;
  const [found, roomHits] = await Promise.all([
    wantUsers && word ? searchUsers(db, { word, page: 1, pageSize: USER_HITS }) : null,
    wantRooms ? searchRooms(db, word) : [],
  ]);
  return { users: (found?.list ?? []) as UserCard[], rooms: roomHits };
}
