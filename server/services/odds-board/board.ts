import { ODDS_MARKETS, OddsMarket, type OddsMarketCode } from "@/lib/codes/odds-markets";
import type { SportId } from "@/lib/codes/sports";
import {
  type OddsBoardData,
  type OddsBoardQuery,
  type OddsCompareData,
  type OddsCompareQuery,
  type OddsJoinData,
  type OddsJoinQuery,
  type OddsQuote,
  type QuoteStats,
} from "@/lib/contracts/odds-board";
import type { Db } from "../../db/client";
import { businessDate } from "@/lib/beijing-time";
import { chosenCompanies, sportCompanies } from "./companies";
import { loadDayOdds, type DayMatch } from "./day-odds";
import { round } from "./odds-math";
import { liveQuote, marketQuote, openQuote } from "./quote-shape";

const withoutQuotes = ({ quotes: _quotes, ...match }: DayMatch) => match;

/** Every match of the day × the chosen companies, opening and live values of one market. */
export async function oddsBoard(db: Db, q: OddsBoardQuery, now: number): Promise<OddsBoardData> {
  const sportId = q.sportId as SportId;
  const market = q.market as OddsMarketCode;
  const today = businessDate(now);
  const date = q.date ?? today;
  const companies = await chosenCompanies(db, sportId, q.companyIds);
  const ids = companies.map((c) => c.id);
  const day = await loadDayOdds(db, {
    sportId,
    date,
    markets: [market],
    companyIds: ids,
    leagueIds: q.leagueIds,
  });
  return {
    date,
    today,
    sportId,
    market,
    leagues: day.leagues,
    companies,
    matches: day.matches.map((m) => ({
      ...withoutQuotes(m),
      quotes: ids.flatMap((id) => {
        const quote = m.quotes.find((x) => x.companyId === id);
        return quote ? [{ companyId: id, ...marketQuote(quote) }] : [];
      }),
    })),
  };
}

/** 欧亚大: one company, its three markets side by side per match. */
export async function oddsJoin(db: Db, q: OddsJoinQuery, now: number): Promise<OddsJoinData> {
  const sportId = q.sportId as SportId;
  const today = businessDate(now);
  const date = q.date ?? today;
  const [company] = await chosenCompanies(db, sportId, [q.companyId]);
  const day = await loadDayOdds(db, {
    sportId,
    date,
    markets: ODDS_MARKETS,
    companyIds: [company.id],
    leagueIds: q.leagueIds,
  });
  const of = (m: DayMatch, market: OddsMarketCode) => {
    const quote = m.quotes.find((x) => x.market === market);
    return quote ? marketQuote(quote) : null;
  };
  return {
    date,
    today,
    sportId,
    leagues: day.leagues,
    company,
    matches: day.matches.map((m) => ({
      ...withoutQuotes(m),
      europe: of(m, OddsMarket.European),
      handicap: of(m, OddsMarket.Handicap),
      total: of(m, OddsMarket.OverUnder),
    })),
  };
}

/** Highest, lowest and average of each column over the companies' live quotes. */
export function quoteStats(quotes: readonly OddsQuote[]): QuoteStats | null {
  if (!quotes.length) return null;
  const column = (pick: (q: OddsQuote) => number | null) => {
    const values = quotes.map(pick).filter((v): v is number => v !== null);
    if (!values.length) return { max: null, min: null, avg: null };
    const sum = values.reduce((a, b) => a + b, 0);
    return { max: Math.max(...values), min: Math.min(...values), avg: round(sum / values.length, 3) };
  };
  const home = column((q) => q.home);
  const draw = column((q) => q.draw);
  const away = column((q) => q.away);
  const line = column((q) => q.line);
  const pick = (k: "max" | "min" | "avg"): OddsQuote => ({
    home: home[k]!,
    draw: draw[k],
    away: away[k]!,
    line: line[k],
  });
  return { max: pick("max"), min: pick("min"), avg: pick("avg") };
}

/** 公司对比: every company quoting the sport, one market, with each column's extremes and mean. */
export async function oddsCompare(db: Db, q: OddsCompareQuery, now: number): Promise<OddsCompareData> {
  const sportId = q.sportId as SportId;
  const market = q.market as OddsMarketCode;
  const today = businessDate(now);
  const date = q.date ?? today;
  const companies = await sportCompanies(db, sportId);
  const day = await loadDayOdds(db, {
    sportId,
    date,
    markets: [market],
    companyIds: null,
    leagueIds: q.leagueIds,
  });
  const order = new Map(companies.map((c, i) => [c.id, i]));
  return {
    date,
    today,
    sportId,
    market,
    leagues: day.leagues,
    companies,
    matches: day.matches.map((m) => {
      const quotes = m.quotes
        .filter((x) => order.has(x.companyId))
        .sort((a, b) => order.get(a.companyId)! - order.get(b.companyId)!)
        .map((x) => ({ companyId: x.companyId, open: openQuote(x), live: liveQuote(x) }));
      return { ...withoutQuotes(m), quotes, stats: quoteStats(quotes.map((x) => x.live)) };
    }),
  };
}
