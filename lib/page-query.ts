import { businessDate, isCalendarDate, shiftDate } from "@/lib/beijing-time";
import { MAX_LIST_PAGE } from "@/lib/codes/limits";
import { MAX_ODDS_COMPANIES, MAX_ODDS_LEAGUES } from "@/lib/codes/odds-board";
import { OddsMarket } from "@/lib/codes/odds-markets";
import { ALL_PLAY_TYPES, PriceFilter } from "@/lib/codes/plan-filters";
import { PersonalTab } from "@/lib/codes/personal-tabs";
import { RANK_RANGES } from "@/lib/codes/rank-types";
import { Sport } from "@/lib/codes/sports";
import { LIST_WORD_MAX } from "@/lib/codes/list-types";
import { parseId, parseIdList } from "@/lib/parse-id";

/**
 * Public pages whose options live in the query string stay cacheable: the middleware rewrites
 * `/football/end?date=2026-11-20` to `/football/end/q.date=2026-11-20`, a path the page's optional
 * catch-all `[[...query]]` renders once and caches (ISR) like any other path. Only values that
 * change the server's answer pass, in one canonical form, so a visitor cannot fill the cache with
 * variants: ids are sorted and bounded, dates stay in the window the lists serve, words are short
 * and plain; malformed values are dropped, and a well-formed date outside the window is a 404
 * answered without rendering.
 */
export type PageQuery = Record<string, string>;

const PREFIX = "q.";
/** The lists and odds boards serve dates this many days either side of today (Beijing business day). */
export const PAGE_DATE_WINDOW_DAYS = 14;
/** Longer canonical queries are no page a link makes (and would not fit a cache file name). */
const MAX_QUERY_LENGTH = 240;
/** Matches no route, so Next answers its prebuilt 404 page and stores nothing. */
export const QUERY_NOT_FOUND_PATH = "/_query-not-found";

const OUT_OF_WINDOW = Symbol("out of window");
type Rule = (values: string[], now: number) => string | null | typeof OUT_OF_WINDOW;

const first = (values: string[]) => values[0]?.trim() ?? "";
const oneOf =
  (...allowed: (string | number)[]): Rule =>
  (v) =>
    allowed.map(String).includes(first(v)) ? first(v) : null;
const id: Rule = (v) => parseId(v)?.toString() ?? null;
const ids =
  (max: number): Rule =>
  (v) =>
    parseIdList(v, max)?.join(",") || null;
// Page 1 is the plain page.
const page: Rule = (v) => {
  const n = parseId(v);
  return n && n > 1 && n <= MAX_LIST_PAGE ? String(n) : null;
};
const date: Rule = (v, now) => {
  const d = first(v);
  if (!isCalendarDate(d)) return null;
  const today = businessDate(now);
  const inWindow =
    d >= shiftDate(today, -PAGE_DATE_WINDOW_DAYS) && d <= shiftDate(today, PAGE_DATE_WINDOW_DAYS);
  return inWindow ? d : OUT_OF_WINDOW;
};
// 竞彩 issue numbers are yy + a serial of the year (北单 half-weeks, 足彩 every other day).
const issue: Rule = (v, now) => {
  const m = /^(\d{2})(\d{3})$/.exec(first(v));
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 366) return null;
  const years = [-1, 1].map((side) => shiftDate(businessDate(now), side * PAGE_DATE_WINDOW_DAYS).slice(2, 4));
  return years.includes(m[1]!) ? first(v) : OUT_OF_WINDOW;
};
// Letters, digits and a little punctuation of names; anything else becomes a space. Twenty
// characters find any nickname or title, and keep the cache file name short.
const word: Rule = (v) =>
  first(v)
    .replace(/[^\p{L}\p{N}\p{M}·.'_-]+/gu, " ")
    .trim()
    .slice(0, LIST_WORD_MAX)
    .trim() || null;

const oddsKeys = {
  date,
  market: oneOf(...Object.values(OddsMarket)),
  company: ids(MAX_ODDS_COMPANIES),
  league: ids(MAX_ODDS_LEAGUES),
};

/** Each page that reads a query: the paths it serves and the keys it reads, in canonical order. */
const PAGES = {
  dayList: { path: /^\/(football|basketball)\/(end|next)$|^\/football\/jczq$/, keys: { date } },
  issueList: { path: /^\/football\/(bjdc|zc)$/, keys: { issue } },
  oddsBoard: {
    path: /^\/(football|basketball)\/odds-detail\/(daxiaoqiu|join|oupei|table|yapan)$|^\/football\/model$/,
    keys: oddsKeys,
  },
  basketOdds: { path: /^\/basketball\/(daxiaoqiu|oupei|yapan)\/\d+$/, keys: { companyId: id } },
  basketText: { path: /^\/basketball\/text$/, keys: { matchId: id } },
  schedule: {
    path: /^\/next$/,
    keys: { date, sportId: oneOf(...Object.values(Sport)), leagueIds: ids(MAX_ODDS_LEAGUES) },
  },
  anchors: { path: /^\/anchor$/, keys: { navId: id, word, page } },
  liveCategory: { path: /^\/live\/(all|\d+)$/, keys: { live: oneOf("1"), page } },
  liveRank: { path: /^\/live\/rank$/, keys: { range: oneOf(...RANK_RANGES.slice(1)) } },
  liveReport: { path: /^\/live\/report$/, keys: { roomId: id } },
  personal: { path: /^\/personal\/\d+$/, keys: { headerNavIndex: oneOf(...Object.values(PersonalTab)) } },
  replays: { path: /^\/playback\/list\/\d+$/, keys: { page } },
  newsColumn: { path: /^\/news\/pages\/\d+$/, keys: { column: id } },
  circle: { path: /^\/community\/circle-detail\/\d+$/, keys: { post: id } },
  experts: {
    path: /^\/guide\/expert$/,
    keys: { sport: oneOf(...Object.values(Sport)), playType: oneOf(...ALL_PLAY_TYPES), page },
  },
  plansOnSale: {
    path: /^\/guide\/expert\/plan$/,
    keys: {
      sport: oneOf(...Object.values(Sport)),
      league: id,
      playType: oneOf(...ALL_PLAY_TYPES),
      price: oneOf(...Object.values(PriceFilter)),
      refund: oneOf("1"),
      page,
    },
  },
} satisfies Record<string, { path: RegExp; keys: Record<string, Rule> }>;

export type QueryPage = keyof typeof PAGES;

/** The canonical query of a page; null when a value is a well-formed date or issue the page does not serve. */
export function canonicalQuery(
  page: QueryPage,
  search: URLSearchParams,
  now: number = Date.now(),
): URLSearchParams | null {
  const kept = new URLSearchParams();
  for (const [key, rule] of Object.entries(PAGES[page].keys) as [string, Rule][]) {
    // Checkbox forms repeat a key (company=1&company=3); links send a comma list. Both read the same.
    const values = search.getAll(key);
    if (!values.length) continue;
    const value = rule(values, now);
    if (value === OUT_OF_WINDOW) return null;
    if (value) kept.set(key, value);
  }
  return kept.toString().length <= MAX_QUERY_LENGTH ? kept : null;
}

const pageAt = (pathname: string) =>
  (Object.keys(PAGES) as QueryPage[]).find((p) => PAGES[p].path.test(pathname));

/**
 * The path a request renders from: its canonical query page, the 404 path, or null to leave it be.
 * A path under a query page's catch-all is let through only when it is the canonical segment the
 * middleware itself makes; anything else there would render a 404 that ISR keeps, path by path.
 */
export function queryRewritePath(pathname: string, search: URLSearchParams, now = Date.now()): string | null {
  const page = pageAt(pathname);
  if (!page) return extraPathOf(pathname, now);
  if (!search.size) return null;
  const kept = canonicalQuery(page, search, now);
  if (!kept) return QUERY_NOT_FOUND_PATH;
  // Commas are allowed in a path segment; the rest is already percent-encoded.
  const canonical = kept.toString().replaceAll("%2C", ",");
  return canonical ? `${pathname}/${PREFIX}${canonical}` : null;
}

/** Real routes beneath a query page's catch-all (an expert's page under /guide/expert). */
const NESTED_ROUTES: readonly RegExp[] = [/^\/guide\/expert\/info(\/[^/]+)?$/];

function extraPathOf(pathname: string, now: number): string | null {
  if (NESTED_ROUTES.some((route) => route.test(pathname))) return null;
  const segments = pathname.split("/");
  for (let end = segments.length - 1; end > 1; end--) {
    const page = pageAt(segments.slice(0, end).join("/"));
    if (page) return pageQueryOf(page, segments.slice(end), now) ? null : QUERY_NOT_FOUND_PATH;
  }
  return null;
}

/**
 * The query a page was rewritten with; null (→ 404) when the extra path is not the canonical one
 * the middleware makes for this page, so a hand-written path cannot add cache entries either.
 */
export function pageQueryOf(
  page: QueryPage,
  segments: string[] | undefined,
  now = Date.now(),
): PageQuery | null {
  if (!segments || segments.length === 0) return {};
  const [segment] = segments;
  if (segments.length > 1 || !segment!.startsWith(PREFIX)) return null;
  const asked = new URLSearchParams(decodedOnce(segment!.slice(PREFIX.length)));
  const kept = canonicalQuery(page, asked, now);
  if (!kept || !kept.size || kept.toString() !== asked.toString()) return null;
  return Object.fromEntries(kept);
}

// Next hands a catch-all segment over percent-encoded (`date%3D…`); the allowed values hold no
// `%`, `&`, `=` or `+`, so one more decoding than needed reads the same.
function decodedOnce(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return "";
  }
}
