export type SearchTab = "all" | "users" | "rooms";
export type SearchParams = { word: string; tab: SearchTab; page: number };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

/** The search lives in the URL (word, tab, page) so results are linkable; `keyword` is read like `word`. */
export function parseSearchParams(raw: Record<string, string | string[] | undefined>): SearchParams {
  const word = (first(raw.word).trim() || first(raw.keyword)).trim().replace(/\s+/g, " ").slice(0, 40);
  const tab = (["users", "rooms"] as const).find((t) => t === first(raw.tab)) ?? "all";
  const page = Math.min(Math.max(Number.parseInt(first(raw.page), 10) || 1, 1), 1000);
  return { word, tab, page };
}

export function searchHref({ word, tab, page }: Partial<SearchParams>) {
  const qs = new URLSearchParams();
  if (word) qs.set("word", word);
  if (tab && tab !== "all") qs.set("tab", tab);
  if (page && page > 1) qs.set("page", String(page));
  return `/search?${qs}`;
}
