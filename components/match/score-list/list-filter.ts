import { LIST_WORD_MAX } from "@/lib/codes/list-types";
import type { ListRow } from "./list-types";

/** What the toolbar narrows a list to; `leagueIds` null means every league. */
export type RowFilter = { leagueIds: number[] | null; onlyHot: boolean; word: string };

export const NO_FILTER: RowFilter = { leagueIds: null, onlyHot: false, word: "" };

export function filterRows(rows: readonly ListRow[], f: RowFilter): ListRow[] {
  const leagues = f.leagueIds ? new Set(f.leagueIds) : null;
  const word = f.word.trim().toLowerCase();
  return rows.filter(
    (r) =>
      (!leagues || leagues.has(r.league.id)) &&
      (!f.onlyHot || r.isHot) &&
      (!word ||
        [r.league.name, r.home.name, r.away.name, r.home.nameEn, r.away.nameEn].some((n) =>
          n.toLowerCase().includes(word),
        )),
  );
}

export const isFiltered = (f: RowFilter) => f.leagueIds !== null || f.onlyHot || f.word.trim() !== "";

/** The filter of a page URL: ?leagueIds=36,31&onlyHot=1&word=曼 (the same names the api takes). */
export function filterFromSearch(search: string): RowFilter {
  const q = new URLSearchParams(search);
  const ids = q.get("leagueIds");
  const leagueIds =
    ids === null
      ? null
      : ids
          .split(",")
          .map(Number)
          .filter((n) => Number.isInteger(n) && n > 0);
  return {
    leagueIds,
    onlyHot: q.get("onlyHot") === "1",
    word: (q.get("word") ?? "").slice(0, LIST_WORD_MAX),
  };
}

/** `search` with the filter written into it; other parameters (date, issue) stay. */
export function filterToSearch(search: string, f: RowFilter): string {
  const q = new URLSearchParams(search);
  for (const key of ["leagueIds", "onlyHot", "word"]) q.delete(key);
  if (f.leagueIds) q.set("leagueIds", f.leagueIds.join(","));
  if (f.onlyHot) q.set("onlyHot", "1");
  if (f.word.trim()) q.set("word", f.word);
  const s = q.toString();
  return s ? `?${s}` : "";
}
