import "server-only";
import { NEWS_PAGE_SIZE } from "@/lib/codes/news";
import type { Page } from "@/lib/contracts/fields";
import type { ArticleDetail, ArticleItem, CategoryItem, Promotion } from "@/lib/contracts/news";
import type { ApiResult } from "./envelope";
import { apiGet, apiPost } from "./server-fetch";

/** News pages are cached and revalidated each minute; a match report shows within that. */
export const NEWS_REVALIDATE = 30;
const cached = { revalidate: NEWS_REVALIDATE };

// 404 means no such article (the page shows not-found); any other failure is worth the error page.
function dataOrNull<T>(path: string) {
  return (r: ApiResult<T>): T | null => {
    if (r.code === 200 && r.data !== null) return r.data;
    if (r.code === 404) return null;
    throw new Error(`${path}: ${r.code} ${r.message}`);
  };
}

/** One page of a column, newest first (SPEC §3 news list request). */
export const getNewsPage = (columnNo: number, pageNum: number) =>
  apiPost<Page<ArticleItem>>(
    "/inform/info/list",
    { columnNo, platform: 1, pageParam: { pageNum, pageSize: NEWS_PAGE_SIZE }, keyword: "", authorId: 0 },
    cached,
  ).then(dataOrNull("/inform/info/list"));

export const getNewsBanner = (limit: number) =>
  apiGet<ArticleItem[]>("/inform/info/banner", { limit }, cached).then(
    (r) => dataOrNull<ArticleItem[]>("/inform/info/banner")(r) ?? [],
  );

export const getHotNews = (columnNo: number, size = 10) =>
  apiPost<ArticleItem[]>("/inform/info/recommend", { columnNo, size }, cached).then(
    (r) => dataOrNull<ArticleItem[]>("/inform/info/recommend")(r) ?? [],
  );

export const getNewsCategories = (size: number) =>
  apiPost<CategoryItem[]>("/inform/info/listCategory", { size }, cached).then(
    (r) => dataOrNull<CategoryItem[]>("/inform/info/listCategory")(r) ?? [],
  );

export const getArticle = (id: number) =>
  apiGet<ArticleDetail>(`/inform/info/detail/${id}`, {}, cached).then(dataOrNull("/inform/info/detail"));

export const getRelatedNews = (id: number, size = 6) =>
  apiGet<ArticleItem[]>("/inform/info/rec-detail", { id, size }, cached).then(
    (r) => dataOrNull<ArticleItem[]>("/inform/info/rec-detail")(r) ?? [],
  );

/** News of a match and its two teams; an empty list when the api has none (or no such match). */
export const getMatchNews = (matchId: number, size = 6) =>
  apiGet<ArticleItem[]>("/inform/info/match-news", { matchId, size }, cached).then((r) =>
    r.code === 200 && r.data ? r.data : [],
  );

export const getPromotions = (placeCode: string) =>
  apiGet<Promotion[]>("/inform/advert/v2/adv", { placeCode }, { revalidate: 300 }).then((r) =>
    r.code === 200 && r.data ? r.data : [],
  );
