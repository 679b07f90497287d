import { API_GATEWAY } from "@/lib/api/envelope";
import { HEADLINE_COLUMN } from "@/lib/codes/news";

export const articleHref = (id: number) => `/news/${id}`;

/** 头条 lives at /news and /news/pages/{page}; another column adds `?column=` (a cached path, lib/page-query.ts). */
export function columnHref(columnNo: number, page = 1): string {
  if (columnNo === HEADLINE_COLUMN) return page > 1 ? `/news/pages/${page}` : "/news";
  return `/news/pages/${page}?column=${columnNo}`;
}

/** Covers are drawn by the api; the browser reaches it through the same-origin gateway. */
export const coverSrc = (cover: string) => `${API_GATEWAY}${cover}`;
