import { LIST_WORD_MAX } from "@/lib/codes/list-types";
import { MAX_LIST_PAGE } from "@/lib/codes/limits";
import { parseId } from "@/lib/parse-id";

export type RoomListParams = { navId: number; word: string; page: number; liveOnly: boolean };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

/** A room list's filters live in the URL (navId, word, page, live=1) so every view is linkable. */
export function parseRoomListParams(raw: Record<string, string | string[] | undefined>): RoomListParams {
  return {
    navId: parseId(raw.navId) ?? 0,
    word: first(raw.word).trim().replace(/\s+/g, " ").slice(0, LIST_WORD_MAX),
    page: Math.min(parseId(raw.page) ?? 1, MAX_LIST_PAGE),
    liveOnly: first(raw.live) === "1",
  };
}

/** The URL of a list view; defaults are left out so the canonical address stays short. */
export function roomListHref(path: string, p: Partial<RoomListParams>): string {
  const qs = new URLSearchParams();
  if (p.navId) qs.set("navId", String(p.navId));
  if (p.word) qs.set("word", p.word);
  if (p.liveOnly) qs.set("live", "1");
  if (p.page && p.page > 1) qs.set("page", String(p.page));
  const query = qs.toString();
  return query ? `${path}?${query}` : path;
}

/** `/live/{id}`: "all" is every category, otherwise a category's number; anything else is no page. */
export function parseCategorySegment(segment: string): number | null {
  if (segment === "all") return 0;
  return parseId(segment);
}

export const categoryPath = (navId: number) => `/live/${navId === 0 ? "all" : navId}`;
