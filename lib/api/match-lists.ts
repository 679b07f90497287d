import "server-only";
import type {
  BjdcList,
  CompetitionTree,
  FootballList,
  JczqList,
  LeagueFilter,
  ZcList,
} from "@/lib/contracts/football-lists";
import type { FilterListTypeName } from "@/lib/codes/list-types";
import type { FollowedMatch } from "@/lib/contracts/match-attention";
import { apiGet } from "./server-fetch";

// Scores change every minute; the page shell is revalidated often and the rest arrives over SSE.
export const LIVE_REVALIDATE = 15;
export const LIST_REVALIDATE = 30;
const CATALOGUE_REVALIDATE = 300;

const dataOf = <T>(r: { code: number; data: T | null }) => (r.code === 200 ? r.data : null);
const withOptional = (params: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v)) as Record<string, string>;

/** 即时比分 of today's business day (the page's static list). */
export function getLiveList() {
  return apiGet<FootballList>("/live/football/v1_1/live", {}, { revalidate: LIVE_REVALIDATE }).then(dataOf);
}

/** 完场 / 赛程 of a business day; the api picks yesterday / tomorrow without one. */
export function getStateList(type: "end" | "next", date?: string) {
  return apiGet<FootballList>("/live/football/match", withOptional({ type, date }), {
    revalidate: LIST_REVALIDATE,
  }).then(dataOf);
}

export function getJczqList(date?: string) {
  return apiGet<JczqList>("/live/football/v1_1/jczq", withOptional({ date }), {
    revalidate: LIVE_REVALIDATE,
  }).then(dataOf);
}

export function getBjdcList(issue?: string) {
  return apiGet<BjdcList>("/live/football/v1_1/bjdc", withOptional({ issue }), {
    revalidate: LIVE_REVALIDATE,
  }).then(dataOf);
}

export function getZcList(issue?: string) {
  return apiGet<ZcList>("/live/football/v1_1/lottery", withOptional({ issue }), {
    revalidate: LIVE_REVALIDATE,
  }).then(dataOf);
}

/** The leagues of a list for the 赛事筛选 panel. */
export function getLeagueFilter(type: FilterListTypeName, at: { date?: string; issue?: string } = {}) {
  return apiGet<LeagueFilter>("/live/football/filter", withOptional({ type, ...at }), {
    revalidate: LIST_REVALIDATE,
  }).then(dataOf);
}

export function getCompetitionTree() {
  return apiGet<CompetitionTree>(
    "/live/football/country",
    { sportId: 1 },
    { revalidate: CATALOGUE_REVALIDATE },
  ).then(dataOf);
}

/** The signed-in user's followed football matches; null when the token is not (or no longer) valid. */
export function getFollowedMatches(token: string) {
  return apiGet<FollowedMatch[]>("/api/attention/getAttentionMatchByUser", { matchType: 1 }, { token }).then(
    dataOf,
  );
}
