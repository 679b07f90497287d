import { isCalendarDate } from "@/lib/beijing-time";
import { Sport } from "@/lib/codes/sports";
import { parseId, parseIdList } from "@/lib/parse-id";
import { MAX_ODDS_COMPANIES, MAX_ODDS_LEAGUES } from "@/lib/codes/odds-board";

export type OddsView = "oupei" | "yapan" | "daxiaoqiu" | "join" | "table";
export type MatchOddsPage = "analysis" | "oupei" | "yapan" | "daxiaoqiu";

/** What an odds page keeps in its URL: ?date=2026-11-22&company=1,3,8&league=36&market=2. */
export type OddsParams = {
  date?: string;
  companyIds?: number[];
  leagueIds?: number[];
  market?: number;
  companyId?: number;
};

type Raw = Record<string, string | string[] | undefined>;

// Checkbox forms send company=1&company=3; links send company=1,3. Both read the same.
function ids(value: string | string[] | undefined, max: number): number[] | undefined {
  const list = parseIdList(value, max);
  return list?.length ? list : undefined;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export function parseOddsParams(raw: Raw): OddsParams {
  const date = first(raw.date);
  const market = Number(first(raw.market));
  const companyId = parseId(first(raw.company)?.split(",")[0]) ?? undefined;
  return {
    date: date && isCalendarDate(date) ? date : undefined,
    companyIds: ids(raw.company, MAX_ODDS_COMPANIES),
    leagueIds: ids(raw.league, MAX_ODDS_LEAGUES),
    market: [1, 2, 3].includes(market) ? market : undefined,
    companyId,
  };
}

export function oddsHref(path: string, p: OddsParams): string {
  const qs = new URLSearchParams();
  if (p.date) qs.set("date", p.date);
  if (p.market) qs.set("market", String(p.market));
  if (p.companyId) qs.set("company", String(p.companyId));
  else if (p.companyIds?.length) qs.set("company", p.companyIds.join(","));
  if (p.leagueIds?.length) qs.set("league", p.leagueIds.join(","));
  const query = qs.toString().replaceAll("%2C", ",");
  return query ? `${path}?${query}` : path;
}

export const sportBase = (sportId: number) => (sportId === Sport.Basketball ? "/basketball" : "/football");

export const oddsPath = (sportId: number, view?: OddsView) =>
  `${sportBase(sportId)}/odds-detail${view ? `/${view}` : ""}`;

/** The clean path of an odds page (its canonical URL): the centre, a view, or the football model. */
export const oddsPagePath = (sportId: number, view?: OddsView | "model") =>
  view === "model" ? `${sportBase(sportId)}/model` : oddsPath(sportId, view);

/** The match's own pages (colleagues' routes): /football/oupei/{id}, /basketball/analysis/{id}… */
export const matchPagePath = (sportId: number, page: MatchOddsPage, id: number) =>
  `${sportBase(sportId)}/${page}/${id}`;
