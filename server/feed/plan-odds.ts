import { OddsMarket, type OddsMarketCode } from "@/lib/codes/odds-markets";
import { bookOf, companyById, marketExpected } from "./book-views";
import { COMPANIES } from "./companies";
import type { MatchToPlay, PlayedOddsChange } from "./played-match";
import { lastIndexAtOrBefore, stream } from "./engine/engine-random";
import { minuteOf, phaseIndexAt } from "./engine/football-clock";
import { inPlayChanges } from "./engine/odds-changes";
import type { BasketballScript, FootballScript, OddsChange } from "./engine/types";
import { secondsBefore } from "./basketball-timeline";

const MARKETS: Record<OddsChange["market"], OddsMarketCode> = {
  "1x2": OddsMarket.European,
  handicap: OddsMarket.Handicap,
  total: OddsMarket.OverUnder,
};
// A change history, not every recalculation: a book shows a new quote when the line moved or the
// price moved enough, at most every few minutes (the main books more often, each at its own pace),
// and at once after a goal. This also keeps a seeded fortnight at a size PGlite loads in seconds.
const MIN_WATER_MOVE = 0.04;
const MIN_ODDS_MOVE = 0.05;
const MAIN_GAP_MS = 6 * 60_000;
const MINOR_GAP_MS = 15 * 60_000;
const MAIN_COMPANIES = new Set<number>(COMPANIES.filter((c) => c.main).map((c) => c.id));

type Quote = Pick<PlayedOddsChange, "home" | "draw" | "away" | "line">;

function quoteOf(c: OddsChange): Quote {
  if (c.market === "1x2") return { home: c.home, draw: c.draw, away: c.away, line: null };
  if (c.market === "handicap") return { home: c.home, draw: null, away: c.away, line: c.line };
  return { home: c.over, draw: null, away: c.under, line: c.line };
}

const far = (a: number, b: number, min: number) => Math.abs(a - b) >= min;

function moved(a: Quote, b: Quote, market: OddsMarketCode): boolean {
  if (a.line !== b.line) return true;
  if (market !== OddsMarket.European)
    return far(a.home, b.home, MIN_WATER_MOVE) || far(a.away, b.away, MIN_WATER_MOVE);
  return (
    far(a.home, b.home, b.home * MIN_ODDS_MOVE) ||
    far(a.away, b.away, b.away * MIN_ODDS_MOVE) ||
    far(a.draw ?? 0, b.draw ?? 0, (b.draw ?? 0) * MIN_ODDS_MOVE)
  );
}

/** SPEC state and match minute at a moment of the script (odds only move while the ball is in play). */
function momentOf(
  script: FootballScript | BasketballScript,
): (atMs: number) => { state: number; minute: number } {
  if (script.sport === "football") {
    return (atMs) => {
      const phase = script.phases[Math.max(0, phaseIndexAt(script.phases, atMs))];
      return { state: phase.state, minute: minuteOf(phase, atMs).minute };
    };
  }
  const before = secondsBefore(script.periods);
  const starts = script.periods.map((p) => ({ atMs: p.startMs }));
  return (atMs) => {
    const i = Math.max(0, lastIndexAtOrBefore(starts, atMs));
    const p = script.periods[i];
    const played = ((Math.min(atMs, p.endMs) - p.startMs) / (p.endMs - p.startMs)) * p.lengthSeconds;
    return { state: p.state, minute: Math.floor((before[i] + played) / 60) };
  };
}

/**
 * Every in-play move of every company quoting the match, oldest first: the market's view at kick-off
 * moved by the score, priced by each company as it priced the match before kick-off (its margins and
 * read, book-views.ts), so the first in-play quote follows on from the closing one.
 */
export function planOdds(match: MatchToPlay, script: FootballScript | BasketballScript): PlayedOddsChange[] {
  const basketball = script.sport === "basketball";
  const ids = [...new Set(match.odds.map((o) => o.companyId))].sort((a, b) => a - b);
  const companies = ids.flatMap((id) => companyById.get(id) ?? []);
  const books = companies.map((c) => bookOf(match, c, "close"));
  const moment = momentOf(script);
  const kept = new Map<number, PlayedOddsChange>();
  const gaps = new Map<number, number>(
    companies.map((c) => {
      const base = MAIN_COMPANIES.has(c.id) ? MAIN_GAP_MS : MINOR_GAP_MS;
      return [c.id, base * (0.75 + 0.5 * stream(match.engineSeed ^ c.id, 23).next())];
    }),
  );
  const out: PlayedOddsChange[] = [];
  for (const c of inPlayChanges(script, marketExpected(match, "close"), books)) {
    const market = MARKETS[c.market];
    const key = c.companyId * 4 + market;
    const last = kept.get(key);
    // A goal reprices a football market at once; basketball scores change every few seconds.
    const scored = !basketball && last && (last.homeScore !== c.homeScore || last.awayScore !== c.awayScore);
    if (last && !scored && c.atMs - last.atMs < gaps.get(c.companyId)!) continue;
    const quote = quoteOf(c);
    if (last && !scored && !moved(quote, last, market)) continue;
    const { state, minute } = moment(c.atMs);
    const change: PlayedOddsChange = {
      home: quote.home,
      draw: quote.draw,
      away: quote.away,
      line: quote.line,
      companyId: c.companyId,
      market,
      atMs: c.atMs,
      minute,
      state,
      homeScore: c.homeScore,
      awayScore: c.awayScore,
    };
    kept.set(key, change);
    out.push(change);
  }
  return out.sort((a, b) => a.atMs - b.atMs || a.companyId - b.companyId || a.market - b.market);
}
