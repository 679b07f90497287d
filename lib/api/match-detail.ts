import "server-only";
import type { AnalysisAll } from "@/lib/contracts/match-analysis";
import type { MatchDetail, MatchLiveData } from "@/lib/contracts/match-detail";
import type { MatchOdds } from "@/lib/contracts/match-odds";
import type { ApiResult } from "./envelope";
import { apiGet } from "./server-fetch";

/** Match pages are public and change while played: cached, revalidated every 15 s, live changes over SSE. */
export const MATCH_PAGE_REVALIDATE = 15;

// 404 means no such match (the page shows not-found); any other failure is an error worth the error page.
function dataOrNull<T>(path: string) {
  return (r: ApiResult<T>): T | null => {
    if (r.code === 200 && r.data !== null) return r.data;
    if (r.code === 404) return null;
    throw new Error(`${path}: ${r.code} ${r.message}`);
  };
}

const get = <T>(path: string, params: Record<string, string | number>) =>
  apiGet<T>(path, params, { revalidate: MATCH_PAGE_REVALIDATE }).then(dataOrNull<T>(path));

export const getFootballMatch = (matchId: number) =>
  get<MatchDetail>("/live/football/match/detail", { matchId });

export const getFootballMatchLive = (matchId: number) =>
  get<MatchLiveData>("/live/football/match/live", { matchId });

export const getFootballAnalysis = (matchId: number) =>
  get<AnalysisAll>("/live/fb/match/analysis/all", { matchId });

/** One market, or all three when `market` is left out (三合一). */
export const getMatchOdds = (matchId: number, market?: number) =>
  get<MatchOdds>(`/live/odds/${matchId}`, market ? { market } : {});
