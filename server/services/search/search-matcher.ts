import { SEARCH_KINDS, type SearchKind } from "@/lib/codes/search";
import type { SearchGroups, SearchHit } from "@/lib/contracts/search";

/** How a key names its entry: the full name, a short name or alias, or pinyin initials. */
export type KeyRole = "name" | "alias" | "initials";
export type SearchKey = { text: string; role: KeyRole };
export type IndexEntry = { hit: SearchHit; keys: SearchKey[]; popularity: number };

/** Case, spaces and the name dot (勒布朗·詹姆斯) do not matter when comparing names. */
export const normalizeName = (s: string) => s.toLowerCase().replace(/[\s·•・.'_-]+/g, "");

// Exact beats prefix beats contains; within a tier the full name beats an alias, so 曼联 (the
// short name, exact) outranks 曼联青年队 (a prefix) and 詹姆斯 finds 勒布朗·詹姆斯 (surname, exact)
// before a 詹姆斯·史密斯 (a prefix). Initials never match inside a word: "ml" is not "xml".
const SCORES: Record<KeyRole, { exact: number; prefix: number; contains: number }> = {
  name: { exact: 60, prefix: 40, contains: 20 },
  alias: { exact: 50, prefix: 30, contains: 10 },
  initials: { exact: 45, prefix: 25, contains: 0 },
};

function keyScore(key: SearchKey, word: string): number {
  const s = SCORES[key.role];
  if (key.text === word) return s.exact;
  if (key.text.startsWith(word)) return s.prefix;
  return key.text.includes(word) ? s.contains : 0;
}

export function entryScore(entry: IndexEntry, word: string): number {
  let best = 0;
  for (const key of entry.keys) best = Math.max(best, keyScore(key, word));
  return best;
}

type Scored = { entry: IndexEntry; score: number };

const byRank = (a: Scored, b: Scored) =>
  b.score - a.score ||
  b.entry.popularity - a.entry.popularity ||
  a.entry.hit.name.length - b.entry.hit.name.length ||
  a.entry.hit.id - b.entry.hit.id;

/** The best `perKind` hits of each kind; groups ordered by their best hit, then SEARCH_KINDS order. */
export function searchEntries(
  entries: readonly IndexEntry[],
  rawWord: string,
  perKind: number,
): SearchGroups {
  const word = normalizeName(rawWord);
  if (!word) return [];
  const byKind = new Map<SearchKind, Scored[]>();
  for (const entry of entries) {
    const score = entryScore(entry, word);
    if (!score) continue;
    const list = byKind.get(entry.hit.kind) ?? [];
    list.push({ entry, score });
    byKind.set(entry.hit.kind, list);
  }
  const groups = [...byKind].map(([kind, list]) => {
    const top = list.sort(byRank).slice(0, perKind);
    return { kind, best: top[0]!.score, hits: top.map((s) => s.entry.hit) };
  });
  groups.sort((a, b) => b.best - a.best || SEARCH_KINDS.indexOf(a.kind) - SEARCH_KINDS.indexOf(b.kind));
  return groups.map(({ kind, hits }) => ({ kind, hits }));
}

/** Entries under each character their keys hold, so a search reads one bucket instead of the catalogue. */
export type CharIndex = {
  entries: readonly IndexEntry[];
  byChar: ReadonlyMap<string, readonly IndexEntry[]>;
};

// A name or alias matches anywhere inside, so it is filed under every character it holds;
// initials match only as a prefix, so under their first letter. Every key that can match a
// word then holds the word's first character in the way it is filed.
export function indexByChar(entries: readonly IndexEntry[]): CharIndex {
  const byChar = new Map<string, IndexEntry[]>();
  for (const entry of entries) {
    const chars = new Set<string>();
    for (const { text, role } of entry.keys) {
      const all = Array.from(text);
      for (const ch of role === "initials" ? all.slice(0, 1) : all) chars.add(ch);
    }
    for (const ch of chars) {
      const bucket = byChar.get(ch);
      if (bucket) bucket.push(entry);
      else byChar.set(ch, [entry]);
    }
  }
  return { entries, byChar };
}

/** searchEntries over the one bucket that can hold the word's matches. */
export function searchIndexed(index: CharIndex, rawWord: string, perKind: number): SearchGroups {
  const first = Array.from(normalizeName(rawWord))[0];
  if (!first) return [];
  return searchEntries(index.byChar.get(first) ?? [], rawWord, perKind);
}
