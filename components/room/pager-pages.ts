export type PagerItem = number | "gap";

/** The page numbers a pager shows: first, last and a window around the current one, gaps elided. */
export function pagerPages(current: number, totalPages: number, around = 2): PagerItem[] {
  if (totalPages <= 1) return [];
  const page = Math.min(Math.max(current, 1), totalPages);
  const shown = new Set([1, totalPages]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= totalPages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => {
    const prev = sorted[i - 1];
    if (prev === undefined || p === prev + 1) return [p];
    return p === prev + 2 ? [prev + 1, p] : (["gap", p] as PagerItem[]);
  });
}

export const totalPagesOf = (total: number, pageSize: number) =>
  pageSize > 0 ? Math.max(Math.ceil(total / pageSize), 1) : 1;
