import { isCalendarDate } from "@/lib/contracts/user";
import { filterFromSearch, type RowFilter } from "./list-filter";

type Raw = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

/** date, issue and the list filter of a list page's URL; malformed values are dropped. */
export function listPageParams(raw: Raw): { date?: string; issue?: string; filter: RowFilter } {
  const date = first(raw.date).trim();
  const issue = first(raw.issue).trim();
  const search = new URLSearchParams();
  for (const key of ["leagueIds", "onlyHot", "word"]) if (first(raw[key])) search.set(key, first(raw[key]));
  return {
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) && isCalendarDate(date) ? date : undefined,
    issue: /^\d{5,6}$/.test(issue) ? issue : undefined,
    filter: filterFromSearch(search.toString()),
  };
}

/** "2026-11-22" → the instant the date-range helper should call "today" (business days start at noon). */
export const businessNoon = (date: string) => `${date}T12:00:00+08:00`;
