import "server-only";
import type {
  BasketDetail,
  BasketList,
  BasketLive,
  BasketOdds,
  BasketText,
} from "@/lib/contracts/basketball";
import type { BasketListType } from "@/lib/codes/list-types";
import type { AnalysisAll } from "@/lib/contracts/basketball-analysis";
import type { LeagueCount } from "@/lib/contracts/schedule";
import { isOk } from "./envelope";
import { apiGet } from "./server-fetch";

// Scores move every few seconds: the HTML is revalidated often and live changes arrive over SSE.
export const BASKET_LIVE_REVALIDATE = 15;
export const BASKET_PAGE_REVALIDATE = 30;

type Params = Record<string, string | number | undefined>;

const defined = (p: Params) =>
  Object.fromEntries(
    Object.entries(p).filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== ""),
  );

/** The data of a call, or null when the api answers a failure (404 included) or cannot be reached. */
async function get<T>(path: string, params: Params, revalidate = BASKET_LIVE_REVALIDATE): Promise<T | null> {
  try {
    const res = await apiGet<T>(path, defined(params), { revalidate });
    return isOk(res) ? res.data : null;
  } catch {
    return null;
  }
}

export const getBasketList = (type: BasketListType, date?: string) =>
  get<BasketList>("/live/basket/list", { type, date });

export const getBasketLeagues = (type: BasketListType, date?: string) =>
  get<{ leagues: LeagueCount[] }>("/live/basket/filter", { type, date }).then((r) => r?.leagues ?? []);

export const getBasketDetail = (matchId: number) => get<BasketDetail>("/live/basket/detail", { matchId });

export const getBasketLive = (matchId: number) => get<BasketLive>("/live/basket/live", { matchId });

export const getBasketAnalysis = (matchId: number) =>
  get<AnalysisAll>("/live/basket/analysis/all", { matchId }, BASKET_PAGE_REVALIDATE);

/** market: 1 欧赔, 2 让分, 3 大小分, 0 the three together. */
export const getBasketOdds = (matchId: number, market: number, companyId?: number) =>
  get<BasketOdds>(`/live/basket/odds/${matchId}`, { market, companyId });

export const getBasketText = (matchId?: number) => get<BasketText>("/live/basket/text", { matchId });
