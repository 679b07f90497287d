import "server-only";
import type {
  BoardRow,
  ExpertCard,
  ExpertRecords,
  PlanDetail,
  PlanTeaser,
} from "@/lib/contracts/expert-plans";
import type { Page } from "@/lib/contracts/fields";
import type { ApiResult } from "./envelope";
import { apiGet, apiPost } from "./server-fetch";

/**
 * The expert pages' reads, as a visitor (no token): cached and revalidated like every public page.
 * A visitor's answers never carry a plan's content before it is settled, so nothing here can leak it.
 */
export const EXPERT_PAGE_REVALIDATE = 30;
const OPTS = { revalidate: EXPERT_PAGE_REVALIDATE } as const;

async function dataOr<T>(call: Promise<ApiResult<T>>, fallback: T): Promise<T> {
  try {
    const res = await call;
    return res.code === 200 && res.data !== null ? res.data : fallback;
  } catch {
    return fallback;
  }
}

const emptyPage = <T>(page = 1, pageSize = 20): Page<T> => ({ list: [], total: 0, page, pageSize });

/** The filters of `/tj/recommend` (lib/contracts/expert-plans.ts planListBody). */
export type PlanQuery = {
  sportId?: number;
  leagueId?: number;
  playType?: number;
  price?: number;
  refundIfLose?: 0 | 1;
  expertId?: number;
  matchId?: number;
  status?: number;
  sort?: number;
  page?: number;
  pageSize?: number;
};

export const getPlans = (body: PlanQuery) =>
  dataOr(
    apiPost<Page<PlanTeaser>>("/tj/recommend", body, OPTS),
    emptyPage<PlanTeaser>(body.page, body.pageSize),
  );

/** One plan as a visitor sees it (content only once settled); null when there is no such plan. */
export const getPlanForVisitor = (code: string) =>
  dataOr<PlanDetail | null>(apiGet<PlanDetail>(`/tj/recommend/${code}`, {}, OPTS), null);

export const getExpertCard = (userId: number) =>
  dataOr<ExpertCard | null>(apiPost<ExpertCard | null>("/tj/expert/info", { userId }, OPTS), null);

export const getExpertRecords = (userId: number) =>
  dataOr<ExpertRecords | null>(apiPost<ExpertRecords>("/tj/expert/record", { userId }, OPTS), null);

export type ExpertListQuery = { sportId?: number; playType?: number; page?: number; pageSize?: number };
export const getExperts = (q: ExpertListQuery) =>
  dataOr(apiPost<Page<ExpertCard>>("/tj/expert/list", q, OPTS), emptyPage<ExpertCard>(q.page, q.pageSize));

export const getRecommendedExperts = (size = 6) =>
  dataOr(apiPost<ExpertCard[]>("/tj/expert/home/rec", { size }, OPTS), []);

export const getBoard = (type: number, size = 10) =>
  dataOr(
    apiPost<{ type: number; list: BoardRow[] }>("/tj/expert/board", { type, size }, OPTS).then((r) => ({
      ...r,
      data: r.data?.list ?? null,
    })),
    [],
  );

export type LeagueCount = { id: number; name: string; colour: string; count: number };

/** The leagues with upcoming matches that carry quotes (the plan filters' league row). */
export const getPlanLeagues = (sportId: number) =>
  dataOr(apiGet<LeagueCount[]>("/tj/match/filter", { sportId }, OPTS), []);
