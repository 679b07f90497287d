import "server-only";
import type { Page } from "@/lib/contracts/fields";
import type { PlaybackDetail, PlaybackItem } from "@/lib/contracts/playback";
import type { ApiResult } from "./envelope";
import { apiGet, apiPost } from "./server-fetch";

/** Playbacks change rarely (a play count, a new recording): pages are cached and revalidated each minute. */
export const PLAYBACK_REVALIDATE = 60;
export const PLAYBACK_LIST_PAGE_SIZE = 24;

// 404 means no such record (the page shows not-found); any other failure is worth the error page.
function dataOrNull<T>(path: string) {
  return (r: ApiResult<T>): T | null => {
    if (r.code === 200 && r.data !== null) return r.data;
    if (r.code === 404) return null;
    throw new Error(`${path}: ${r.code} ${r.message}`);
  };
}

const cached = { revalidate: PLAYBACK_REVALIDATE };

/** A replay or highlight as a visitor sees it: no video link (that needs a signed-in caller). */
export const getPlayback = (recordId: number) =>
  apiGet<PlaybackDetail>("/api/back/detail", { recordId }, cached).then(dataOrNull("/api/back/detail"));

export const getHighlight = (id: number) =>
  apiGet<PlaybackDetail>("/inform/movie-highlights/detail", { id }, cached).then(
    dataOrNull("/inform/movie-highlights/detail"),
  );

/** One page of a room's replays, newest first; null for an unknown room. */
export const getRoomReplays = (roomId: number, page: number, pageSize = PLAYBACK_LIST_PAGE_SIZE) =>
  apiPost<Page<PlaybackItem>>("/api/back/pageByRoom", { roomId, page, pageSize }, cached).then(
    dataOrNull("/api/back/pageByRoom"),
  );

/** The newest highlights of a sport (0 all). */
export const getHighlights = (sportId: number, pageSize = 8) =>
  apiGet<Page<PlaybackItem>>("/inform/movie-highlights", { sportId, page: 1, pageSize }, cached)
    .then(dataOrNull("/inform/movie-highlights"))
    .catch(() => null);
