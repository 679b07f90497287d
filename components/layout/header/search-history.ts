import { HOT_SEARCH_HEAD, SEARCH_HISTORY_SHOWN } from "@/lib/constants";

export const SEARCH_HISTORY_KEY = "searchHistory";

/** Newest first, without duplicates, at most SEARCH_HISTORY_SHOWN words; blank words are ignored. */
export function addSearchWord(
  history: readonly string[],
  word: string,
  max = SEARCH_HISTORY_SHOWN,
): string[] {
  const clean = word.trim();
  if (!clean) return history.slice(0, max);
  return [clean, ...history.filter((w) => w !== clean)].slice(0, max);
}

/** Whatever local storage holds, a clean list of words comes back. */
export function parseSearchHistory(raw: string | null, max = SEARCH_HISTORY_SHOWN): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const words = value.filter((w): w is string => typeof w === "string" && w.trim() !== "");
    return [...new Set(words.map((w) => w.trim()))].slice(0, max);
  } catch {
    return [];
  }
}

export function readSearchHistory(storage: Storage = localStorage): string[] {
  try {
    return parseSearchHistory(storage.getItem(SEARCH_HISTORY_KEY));
  } catch {
    return [];
  }
}

export function writeSearchHistory(words: readonly string[], storage: Storage = localStorage): void {
  try {
    if (words.length === 0) storage.removeItem(SEARCH_HISTORY_KEY);
    else storage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(words));
  } catch {
    // Private mode or a full quota: history is a convenience, searching still works.
  }
}

/** The first HOT_SEARCH_HEAD words show at once; the rest wait behind 更多. */
export function splitHotSearch(
  items: readonly { word?: string | null }[] | null | undefined,
  head = HOT_SEARCH_HEAD,
): { head: string[]; rest: string[] } {
  const words = [...new Set((items ?? []).map((i) => i.word?.trim() ?? "").filter(Boolean))];
  return { head: words.slice(0, head), rest: words.slice(head) };
}

export function searchHref(word: string): string {
  return `/search?word=${encodeURIComponent(word.trim())}`;
}
