import { and, desc, eq, ilike, or } from "drizzle-orm";
import { type RoomHit } from "@/lib/contracts/search";
import { SEARCH_HITS_PER_KIND, SearchType, SUGGEST_HITS_PER_KIND } from "@/lib/codes/search";
import type { UserCard } from "@/lib/contracts/user";
import type { Db } from "../../db/client";
import { rooms } from "../../db/schema/rooms";
import { users } from "../../db/schema/users";
import { searchUsers } from "../user/user-lists";
import { containsPattern } from "./like-pattern";
import { searchIndex } from "./search-index";
import { searchIndexed } from "./search-matcher";

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

/** Players, teams, competitions, matches, experts and articles from the in-process index, grouped. */
export async function searchCatalogue(db: Db, word: string, nowMs: number, perKind = SUGGEST_HITS_PER_KIND) {
  if (!word) return [];
  return searchIndexed(await searchIndex(db, nowMs), word, perKind);
}

/** Type 0 everything, 1 users only, 2 rooms only; the lists not asked for are empty. */
export async function searchAll(db: Db, word: string, type: number, nowMs: number) {
  const wantUsers = type !== SearchType.Rooms;
  const wantRooms = type !== SearchType.Users;
  const [groups, found, roomHits] = await Promise.all([
    type === SearchType.All ? searchCatalogue(db, word, nowMs, SEARCH_HITS_PER_KIND) : [],
    wantUsers && word ? searchUsers(db, { word, page: 1, pageSize: USER_HITS }) : null,
    wantRooms ? searchRooms(db, word) : [],
  ]);
  return { groups, users: (found?.list ?? []) as UserCard[], rooms: roomHits };
}
