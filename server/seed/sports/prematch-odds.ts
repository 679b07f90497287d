import { FootballState } from "../../../lib/codes/football-states";
import { ODDS_MARKETS, OddsMarket, type OddsMarketCode } from "../../../lib/codes/odds-markets";
import { Sport } from "../../../lib/codes/sports";
import type { Quote } from "../../feed/played-match";
import type { Random } from "../../feed/engine/random";
import { DAY, HOUR, MINUTE } from "@/lib/beijing-time";
import { teamById } from "./catalogue";
import { BASKETBALL_COMPANIES, FOOTBALL_COMPANIES, type Company } from "../../feed/companies";
import type { FixtureMatch } from "./fixtures";
import { leagueById } from "./leagues";
import { isFinishedState } from "./match-clock";
import {
  asianHandicap,
  basketballExpectation,
  basketballPrices,
  goalRates,
  outcome,
  overUnder,
  round2,
  scoreGrid,
} from "./pricing";

export type OddsRow = {
  matchId: number;
  market: OddsMarketCode;
  companyId: number;
  initHome: number;
  initDraw: number | null;
  initAway: number;
  initLine: number | null;
  home: number;
  draw: number | null;
  away: number;
  line: number | null;
  openedAt: Date;
  updatedAt: Date;
  closed: boolean;
};
export type OddsChangeRow = Quote & {
  matchId: number;
  market: OddsMarketCode;
  companyId: number;
  changedAt: Date;
  minute: number | null;
  state: number;
  homeScore: number;
  awayScore: number;
};

type Lines = { handicap: number; total: number };

/** "Not started" is code 1 in both sports' state tables. */
const NOT_STARTED = FootballState.NotStarted;
const sameQuote = (a: Quote, b: Quote) =>
  a.home === b.home && a.draw === b.draw && a.away === b.away && a.line === b.line;

/** The three markets of one company at one moment; `drift` is how far the market has moved (0 at opening). */
function quotes(
  match: FixtureMatch,
  company: Company,
  drift: number,
  lines: Lines,
): Record<OddsMarketCode, Quote> {
  const home = teamById.get(match.homeTeamId)!.strength;
  const away = teamById.get(match.awayTeamId)!.strength;
  const water = (fair: number) => round2(fair * company.payoutAsian - 1);
  if (match.sportId === Sport.Football) {
    const grid = scoreGrid(goalRates(home, away, match.neutral, drift + company.lean));
    const p = outcome(grid);
    const ah = asianHandicap(grid, lines.handicap);
    const ou = overUnder(grid, lines.total);
    return {
      [OddsMarket.European]: {
        home: round2(company.payout1x2 / p.home),
        draw: round2(company.payout1x2 / p.draw),
        away: round2(company.payout1x2 / p.away),
        line: null,
      },
      [OddsMarket.Handicap]: { home: water(ah.home), draw: null, away: water(ah.away), line: ah.line },
      [OddsMarket.OverUnder]: { home: water(ou.over), draw: null, away: water(ou.under), line: ou.line },
    };
  }
  const quarter = leagueById.get(match.leagueId)!.quarterMinutes ?? 10;
  const prices = basketballPrices(
    basketballExpectation(home, away, quarter, drift * 20 + company.lean * 30),
    lines,
  );
  const ml = (fair: number) => round2(fair * (company.payout1x2 + 0.02));
  return {
    [OddsMarket.European]: {
      home: ml(prices.moneyline.home),
      draw: null,
      away: ml(prices.moneyline.away),
      line: null,
    },
    [OddsMarket.Handicap]: {
      home: water(prices.handicap.home),
      draw: null,
      away: water(prices.handicap.away),
      line: prices.handicap.line,
    },
    [OddsMarket.OverUnder]: {
      home: water(prices.total.over),
      draw: null,
      away: water(prices.total.under),
      line: prices.total.line,
    },
  };
}

/** The market's lines at opening and after the move: companies switch line once the move is halfway. */
function marketLines(match: FixtureMatch, drift: number): [Lines, Lines] {
  const home = teamById.get(match.homeTeamId)!.strength;
  const away = teamById.get(match.awayTeamId)!.strength;
  const at = (d: number): Lines => {
    if (match.sportId === Sport.Football) {
      const grid = scoreGrid(goalRates(home, away, match.neutral, d));
      return { handicap: asianHandicap(grid).line, total: overUnder(grid).line };
    }
    const prices = basketballPrices(
      basketballExpectation(home, away, leagueById.get(match.leagueId)!.quarterMinutes ?? 10, d * 20),
    );
    return { handicap: prices.handicap.line, total: prices.total.line };
  };
  return [at(0), at(drift)];
}

/**
 * Opening and current quotes of every company in the three markets, with the moves in between
 * (all before kick-off; in-play moves come from the match engine).
 */
export function prematchOdds(rnd: Random, match: FixtureMatch, now: number) {
  const companies = match.sportId === Sport.Football ? FOOTBALL_COMPANIES : BASKETBALL_COMPANIES;
  const drift = (rnd.next() - 0.5) * 0.3;
  const [openLines, closeLines] = marketLines(match, drift);
  const latest = Math.min(match.kickoff - 5 * MINUTE, now);
  const rows: OddsRow[] = [];
  const changes: OddsChangeRow[] = [];
  const closed = isFinishedState(match.sportId, match.state);

  for (const company of companies) {
    const opened = Math.min(match.kickoff - rnd.int(96, 192) * HOUR, now - rnd.int(1, 36) * HOUR);
    const span = Math.max(1, match.kickoff - opened);
    const moves = latest <= opened ? 0 : company.main ? rnd.int(1, 4) : rnd.int(0, 2);
    const times = Array.from({ length: moves }, () => opened + rnd.next() * (latest - opened)).sort(
      (a, b) => a - b,
    );
    const open = quotes(match, company, 0, openLines);
    let current = open;
    for (const t of times) {
      const progress = (t - opened) / span;
      const next = quotes(match, company, drift * progress, progress >= 0.5 ? closeLines : openLines);
      for (const market of ODDS_MARKETS) {
        if (sameQuote(next[market], current[market])) continue;
        changes.push({
          matchId: match.id,
          market,
          companyId: company.id,
          ...next[market],
          changedAt: new Date(t),
          minute: null,
          state: NOT_STARTED,
          homeScore: 0,
          awayScore: 0,
        });
      }
      current = next;
    }
    for (const market of ODDS_MARKETS) {
      const o = open[market];
      const c = current[market];
      rows.push({
        matchId: match.id,
        market,
        companyId: company.id,
        initHome: o.home,
        initDraw: o.draw,
        initAway: o.away,
        initLine: o.line,
        home: c.home,
        draw: c.draw,
        away: c.away,
        line: c.line,
        openedAt: new Date(opened),
        updatedAt: new Date(times.at(-1) ?? opened),
        closed,
      });
    }
  }
  return { rows, changes };
}

/** Whether a match gets odds: everything from two weeks back to two weeks ahead. */
export const hasOdds = (match: FixtureMatch, now: number) => Math.abs(match.kickoff - now) <= 14 * DAY;
