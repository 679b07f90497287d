import "server-only";
import type { z } from "zod";
import { ROOM_PAGE_SIZE } from "@/lib/constants";
import type { DynamicItem } from "@/lib/contracts/anchor";
import type { Page } from "@/lib/contracts/fields";
import type { MatchRow } from "@/lib/contracts/match-list";
import type { PlaybackItem } from "@/lib/contracts/playback";
import type { RankEntry } from "@/lib/contracts/room-money";
import type { UserCard } from "@/lib/contracts/user";
import {
  type AnchorRankEntry,
  type Banner,
  type liveNav,
  type PersonalInfo,
  type RoomCard,
  type RoomDetail,
} from "@/lib/contracts/rooms";
import { BannerPosition, RoomListType } from "@/lib/codes/rooms";
import type { ApiResult } from "./envelope";
import { apiGet, apiPost } from "./server-fetch";

// Live status and heat move by the minute: lists are revalidated often, catalogues less.
export const ROOM_LIST_REVALIDATE = 15;
const CATALOGUE_REVALIDATE = 60;

export type LiveNav = z.infer<typeof liveNav>;
export type { AnchorRankEntry, Banner };

const emptyPage = <T>(page = 1, pageSize = ROOM_PAGE_SIZE): Page<T> => ({
  list: [],
  total: 0,
  page,
  pageSize,
});

/** The data of a success, else the fallback; an unreachable api counts as a failure (lists degrade to empty). */
async function dataOr<T>(call: Promise<ApiResult<T>>, fallback: T): Promise<T> {
  try {
    const res = await call;
    return res.code === 200 && res.data !== null ? res.data : fallback;
  } catch {
    return fallback;
  }
}

/** 直播分类 (足球, 篮球, 综合…) with their live counts. */
export const getLiveNavs = () =>
  dataOr(apiGet<LiveNav[]>("/api/nav/list", {}, { revalidate: ROOM_LIST_REVALIDATE }), []);

export type RoomPageQuery = {
  navId?: number;
  roomType?: (typeof RoomListType)[keyof typeof RoomListType];
  word?: string;
  page?: number;
  pageSize?: number;
};

/** A page of rooms (live first, then by heat); navId 0 is every category. */
export function getRoomPage(q: RoomPageQuery = {}) {
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? ROOM_PAGE_SIZE;
  const params: Record<string, string | number> = {
    navId: q.navId ?? 0,
    roomType: q.roomType ?? RoomListType.All,
    page,
    pageSize,
  };
  if (q.word) params.word = q.word;
  return dataOr(
    apiGet<Page<RoomCard>>("/api/room/page", params, { revalidate: ROOM_LIST_REVALIDATE }),
    emptyPage<RoomCard>(page, pageSize),
  );
}

/** The hottest rooms (home page). */
export const getHotRooms = (size = 8) =>
  dataOr(apiGet<RoomCard[]>("/api/room/hotAppRoom", { size }, { revalidate: ROOM_LIST_REVALIDATE }), []);

/** A room as the room page renders it; null when there is no such room. */
export const getRoomDetail = (roomId: number) =>
  dataOr<RoomDetail | null>(
    apiGet<RoomDetail>("/api/room/detail", { roomId }, { revalidate: ROOM_LIST_REVALIDATE }),
    null,
  );

export const getBanners = (position: number = BannerPosition.Home) =>
  dataOr(apiGet<Banner[]>("/api/banner/list", { position }, { revalidate: CATALOGUE_REVALIDATE }), []);

/** 主播榜 by gift income; rankType 1 日 2 周 3 月 4 总. */
export const getAnchorRank = (rankType: number, size = 20) =>
  dataOr(
    apiGet<AnchorRankEntry[]>("/api/rank/anchor", { rankType, size }, { revalidate: CATALOGUE_REVALIDATE }),
    [],
  );

/** 土豪榜 by diamonds given; same rank types. */
export const getRichRank = (rankType: number, size = 20) =>
  dataOr(
    apiGet<{ list: RankEntry[] }>(
      "/api/rank/price",
      { rankType, size },
      { revalidate: CATALOGUE_REVALIDATE },
    ),
    { list: [] },
  ).then((d) => d.list);

/** A person's public page; null when there is no such user. */
export const getPersonalInfo = (userId: number) =>
  dataOr<PersonalInfo | null>(
    apiGet<PersonalInfo>("/api/personal/info", { userId }, { revalidate: ROOM_LIST_REVALIDATE }),
    null,
  );

/** 主播动态, newest first. */
export const getDynamics = (anchorId: number, page = 1, pageSize = 10) =>
  dataOr(
    apiGet<Page<DynamicItem>>(
      "/api/dynamic/list",
      { anchorId, page, pageSize },
      { revalidate: ROOM_LIST_REVALIDATE },
    ),
    emptyPage<DynamicItem>(page, pageSize),
  );

/** 主播赛程: the matches an anchor will commentate. */
export const getAnchorMatches = (anchorId: number) =>
  dataOr(apiGet<MatchRow[]>("/api/match/list", { anchorId }, { revalidate: ROOM_LIST_REVALIDATE }), []);

/** Hot matches about to start (to reserve). */
export const getNextMatches = (size = 12) =>
  dataOr(apiGet<MatchRow[]>("/api/match/next", { size }, { revalidate: ROOM_LIST_REVALIDATE }), []);

/** A room's recorded broadcasts, newest first. */
export const getRoomPlaybacks = (roomId: number, pageSize = 8) =>
  dataOr(
    apiPost<Page<PlaybackItem>>(
      "/api/back/pageByRoom",
      { roomId, page: 1, pageSize },
      { revalidate: CATALOGUE_REVALIDATE },
    ),
    emptyPage<PlaybackItem>(1, pageSize),
  );

/** `type` of /user/info/attention: whom a user follows, or who follows them. */
export const AttentionListType = { Follows: 1, Fans: 2 } as const;

/** The first people of a user's follows or fans list (public). */
export const getAttentionUsers = (userId: number, type: number, pageSize = 12) =>
  dataOr(
    apiGet<Page<UserCard>>(
      "/user/info/attention",
      { userId, type, page: 1, pageSize },
      { revalidate: CATALOGUE_REVALIDATE },
    ),
    emptyPage<UserCard>(1, pageSize),
  );
