import { FootballState } from "../../../lib/codes/football-states";
import { ODDS_MARKETS, OddsMarket, type OddsMarketCode } from "../../../lib/codes/odds-markets";
import { Sport } from "../../../lib/codes/sports";
import { bookOf, fairMarketOf, marketExpected } from "../../feed/book-views";
import { BASKETBALL_COMPANIES, FOOTBALL_COMPANIES, type Company } from "../../feed/companies";
import { bookQuotes } from "../../feed/engine/odds-model";
import type { Random } from "../../feed/engine/random";
import type { FairMarket, Sides } from "../../feed/engine/types";
import type { Quote } from "../../feed/played-match";
import { DAY, HOUR, MINUTE } from "@/lib/beijing-time";
import { lotteryBusinessDay } from "./weekly-slots";
import type { FixtureMatch } from "./fixtures";
import { isFinishedState } from "./match-clock";
import { DistinctPrices, priceKey, pricingInput, type PriceSet } from "./pricing";

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

type Quotes = Record<OddsMarketCode, Quote>;

/** "Not started" is code 1 in both sports' state tables. */
const NOT_STARTED = FootballState.NotStarted;
// The market moves from its opening view to its kick-off view in quarters (a fair market per step).
const STEPS = 4;
const sameQuote = (a: Quote, b: Quote) =>
  a.home === b.home && a.draw === b.draw && a.away === b.away && a.line === b.line;
const mix = (a: Sides<number>, b: Sides<number>, f: number) => ({
  home: a.home + (b.home - a.home) * f,
  away: a.away + (b.away - a.away) * f,
});

const setOf = (market: OddsMarketCode, q: Quote): PriceSet =>
  market === OddsMarket.European
    ? { prices: q.draw === null ? [q.home, q.away] : [q.home, q.draw, q.away], line: null, waters: false }
    : { prices: [q.home, q.away], line: q.line, waters: true };
const quoteOf = (p: PriceSet): Quote =>
  p.waters || p.prices.length === 2
    ? { home: p.prices[0], draw: null, away: p.prices[1], line: p.line }
    : { home: p.prices[0], draw: p.prices[1], away: p.prices[2], line: null };

/**
 * Keeps one company's prices apart across matches: every opening and closing 1X2 set of the seed,
 * every closing Asian quote of a business day and every (opening, closing) Asian pair.
 */
function distinctQuotes(distinct: DistinctPrices, company: Company, day: string) {
  const claim = (market: OddsMarketCode, q: Quote, keys: (k: string) => string[]) =>
    quoteOf(distinct.claim(setOf(market, q), (p) => keys(priceKey(p))));
  return {
    open: (q: Quotes): Quotes => ({
      ...q,
      [OddsMarket.European]: claim(OddsMarket.European, q[OddsMarket.European], (k) => [
        `1x2:${company.id}:${k}`,
      ]),
    }),
    close(q: Quotes, open: Quotes): Quotes {
      const out = { ...q };
      for (const market of ODDS_MARKETS) {
        if (market === OddsMarket.European) {
          if (!sameQuote(q[market], open[market]))
            out[market] = claim(market, q[market], (k) => [`1x2:${company.id}:${k}`]);
          continue;
        }
        // Without a move the opening quote is the closing one: the pair is the quote twice.
        const opening = q === open ? null : priceKey(setOf(market, open[market]));
        out[market] = claim(market, q[market], (k) => [
          `day:${company.id}:${market}:${day}:${k}`,
          `pair:${company.id}:${market}:${opening ?? k}>${k}`,
        ]);
      }
      return out;
    },
  };
}

function toQuotes(q: ReturnType<typeof bookQuotes>): Quotes {
  return {
    [OddsMarket.European]: {
      home: q.european.home,
      draw: q.european.draw,
      away: q.european.away,
      line: null,
    },
    [OddsMarket.Handicap]: {
      home: q.handicap.home,
      draw: null,
      away: q.handicap.away,
      line: q.handicap.line,
    },
    [OddsMarket.OverUnder]: { home: q.total.over, draw: null, away: q.total.under, line: q.total.line },
  };
}

/**
 * One match's opening and current quotes of every company in the three markets, with the moves in
 * between (all before kick-off; in-play moves come from the match engine). The market drifts from
 * its opening view to its kick-off view (book-views.ts); a match that has kicked off closes on the
 * latter, which is where the engine's in-play prices start.
 */
export function matchOdds(rnd: Random, match: FixtureMatch, now: number, distinct: DistinctPrices) {
  const input = pricingInput(match);
  const football = match.sportId === Sport.Football;
  const open = marketExpected(input, "open");
  const close = marketExpected(input, "close");
  const fairs = new Map<number, FairMarket>();
  const fairAt = (step: number) => {
    if (!fairs.has(step)) fairs.set(step, fairMarketOf(input, mix(open, close, step / STEPS)));
    return fairs.get(step)!;
  };
  const latest = Math.min(match.kickoff - 5 * MINUTE, now);
  const kickedOff = match.kickoff <= now;
  const day = lotteryBusinessDay(match.kickoff).date;
  const rows: OddsRow[] = [];
  const changes: OddsChangeRow[] = [];
  const closed = isFinishedState(match.sportId, match.state);

  for (const company of football ? FOOTBALL_COMPANIES : BASKETBALL_COMPANIES) {
    const opened = Math.min(match.kickoff - rnd.int(96, 192) * HOUR, now - rnd.int(1, 36) * HOUR);
    const span = Math.max(1, match.kickoff - opened);
    const moves = latest <= opened ? 0 : company.main ? rnd.int(1, 4) : rnd.int(0, 2);
    const times = Array.from({ length: moves }, () => opened + rnd.next() * (latest - opened)).sort(
      (a, b) => a - b,
    );
    const [first, last] = [bookOf(input, company, "open"), bookOf(input, company, "close")];
    const quotesAt = (step: number): Quotes => {
      const f = step / STEPS;
      const tilt = {
        side: first.tilt.side + (last.tilt.side - first.tilt.side) * f,
        total: first.tilt.total + (last.tilt.total - first.tilt.total) * f,
      };
      return toQuotes(bookQuotes(fairAt(step), { margins: first.margins, tilt }, football));
    };
    const distinctOf = distinctQuotes(distinct, company, day);
    const path = [distinctOf.open(quotesAt(0))];
    times.forEach((t, i) => {
      // The last move of a match that has kicked off is its kick-off price.
      const final = kickedOff && i === times.length - 1;
      path.push(quotesAt(final ? STEPS : Math.min(STEPS - 1, Math.round(((t - opened) / span) * STEPS))));
    });
    path[path.length - 1] = distinctOf.close(path[path.length - 1], path[0]);
    times.forEach((t, i) => {
      for (const market of ODDS_MARKETS) {
        if (sameQuote(path[i + 1][market], path[i][market])) continue;
        changes.push({
          matchId: match.id,
          market,
          companyId: company.id,
          ...path[i + 1][market],
          changedAt: new Date(t),
          minute: null,
          state: NOT_STARTED,
          homeScore: 0,
          awayScore: 0,
        });
      }
    });
    for (const market of ODDS_MARKETS) {
      const [o, c] = [path[0][market], path[path.length - 1][market]];
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

/** Every quoted match's odds (in the given order), each company's price sets kept apart. */
export function prematchOdds(rnd: Random, matches: readonly FixtureMatch[], now: number) {
  const distinct = new DistinctPrices();
  const priced = matches.map((m) => matchOdds(rnd, m, now, distinct));
  return { rows: priced.flatMap((p) => p.rows), changes: priced.flatMap((p) => p.changes) };
}

/** Whether a match gets odds: everything from two weeks back to two weeks ahead. */
export const hasOdds = (match: FixtureMatch, now: number) => Math.abs(match.kickoff - now) <= 14 * DAY;
