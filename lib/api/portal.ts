import "server-only";
import type { UserCard } from "@/lib/contracts/user";
import type { RoomHit, SearchGroups } from "@/lib/contracts/search";
import type { Page } from "@/lib/contracts/fields";
import { getHotMatches } from "./schedule";
import { apiGet } from "./server-fetch";

const dataOr =
  <T>(fallback: T) =>
  (r: { code: number; data: T | null }) =>
    r.code === 200 && r.data ? r.data : fallback;

/** What the home page shows: hot matches, popular anchors, experts and hot searches (public, revalidated). */
export async function getHomeData() {
  const [anchors, experts, hotWords, hotMatches] = await Promise.all([
    apiGet<UserCard[]>("/api/user/hot", { size: 12, type: 1 }, { revalidate: 60 }).then(
      dataOr<UserCard[]>([]),
    ),
    apiGet<UserCard[]>("/api/user/hot", { size: 6, type: 2 }, { revalidate: 60 }).then(
      dataOr<UserCard[]>([]),
    ),
    getHotSearches(),
    getHotMatches(),
  ]);
  return { anchors, experts, hotWords, hotMatches };
}

export function getHotSearches(size = 10) {
  return apiGet<{ word: string }[]>("/api/search/hot", { size }, { revalidate: 60 }).then(
    dataOr<{ word: string }[]>([]),
  );
}

export type SearchResults = { groups: SearchGroups; users: UserCard[]; rooms: RoomHit[]; userTotal: number };

/** Players, teams, competitions, matches, experts, articles, users and rooms matching a word; the users tab pages through all matches. */
export async function searchPortal(word: string, page: number): Promise<SearchResults> {
  const [all, users] = await Promise.all([
    apiGet<{ groups: SearchGroups; users: UserCard[]; rooms: RoomHit[] }>(
      "/api/search/list",
      { word, type: 0 },
      { revalidate: 30 },
    ),
    apiGet<Page<UserCard>>("/api/user/pageList", { word, page, pageSize: 30 }, { revalidate: 30 }),
  ]);
  const found = dataOr({ groups: [] as SearchGroups, users: [] as UserCard[], rooms: [] as RoomHit[] })(all);
  const paged = dataOr<Page<UserCard>>({ list: [], total: 0, page, pageSize: 30 })(users);
  return { groups: found.groups, users: paged.list, rooms: found.rooms, userTotal: paged.total };
}
