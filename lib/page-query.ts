/**
 * Public pages whose options live in the query string stay cacheable: the middleware rewrites
 * `/football/end?date=2026-11-20` to `/football/end/q.date=2026-11-20`, a path the page's optional
 * catch-all `[[...query]]` renders once and caches (ISR) like any other path. The browser keeps
 * the query-string URL; only known keys with short values are kept, in a canonical order, so
 * every distinct page has exactly one cache entry.
 */
export type PageQuery = Record<string, string>;

const PREFIX = "q.";
const MAX_VALUE_LENGTH = 200;

/** Pages rewritten this way and the query keys each one reads. */
const PAGE_QUERY_KEYS: [RegExp, readonly string[]][] = [
  [/^\/(football|basketball)\/(end|next)$/, ["date", "leagueIds", "onlyHot", "word"]],
  [/^\/football\/jczq$/, ["date", "leagueIds", "onlyHot", "word"]],
  [/^\/football\/(bjdc|zc)$/, ["issue", "leagueIds", "onlyHot", "word"]],
  [
    /^\/(football|basketball)\/odds-detail\/(daxiaoqiu|join|oupei|table|yapan)$/,
    ["date", "market", "company", "league"],
  ],
  [/^\/football\/model$/, ["date", "market", "company", "league"]],
  [/^\/basketball\/(daxiaoqiu|oupei|yapan)\/\d+$/, ["companyId"]],
  [/^\/basketball\/text$/, ["matchId"]],
  [/^\/next$/, ["date", "sportId", "leagueIds"]],
  [/^\/anchor$/, ["navId", "word", "page"]],
  [/^\/live\/(all|\d+)$/, ["live", "page"]],
  [/^\/live\/rank$/, ["range"]],
  [/^\/live\/report$/, ["roomId"]],
  [/^\/personal\/\d+$/, ["headerNavIndex"]],
  [/^\/playback\/list\/\d+$/, ["page"]],
];

/** The path a request with this query should render from, or null when it needs no rewrite. */
export function queryRewritePath(pathname: string, search: URLSearchParams): string | null {
  const keys = PAGE_QUERY_KEYS.find(([pattern]) => pattern.test(pathname))?.[1];
  if (!keys) return null;
  const kept = new URLSearchParams();
  for (const key of keys) {
    // Checkbox forms repeat a key (company=1&company=3); the pages read a comma list the same way.
    const value = search.getAll(key).join(",").trim();
    if (value && value.length <= MAX_VALUE_LENGTH) kept.set(key, value);
  }
  const canonical = kept.toString();
  return canonical ? `${pathname}/${PREFIX}${encodeURIComponent(canonical)}` : null;
}

/** The query a page was rewritten with; null when the extra path is not one of ours (→ 404). */
export function pageQueryOf(segments: string[] | undefined): PageQuery | null {
  if (!segments || segments.length === 0) return {};
  const [segment] = segments;
  if (segments.length > 1 || !segment!.startsWith(PREFIX)) return null;
  try {
    return Object.fromEntries(new URLSearchParams(decodeURIComponent(segment!.slice(PREFIX.length))));
  } catch {
    return null;
  }
}
