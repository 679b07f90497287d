import { OddsMarket, type OddsMarketCode } from "@/lib/codes/odds-markets";
import { COMPANIES } from "./companies";
import type { MatchToPlay, PlayedOddsChange } from "./played-match";
import { lastIndexAtOrBefore } from "./engine/engine-random";
import { minuteOf, phaseIndexAt } from "./engine/football-clock";
import { oddsChanges } from "./engine/odds-changes";
import { basketballPrematchOdds, footballPrematchOdds } from "./engine/odds-model";
import type { BasketballScript, FootballScript, MatchOdds, OddsChange } from "./engine/types";
import { secondsBefore } from "./basketball-timeline";

const MARKETS: Record<OddsChange["market"], OddsMarketCode> = {
  "1x2": OddsMarket.European,
  handicap: OddsMarket.Handicap,
  total: OddsMarket.OverUnder,
};
/** Asian markets run on 0.75 of the 1X2 margin in the engine's model (odds-model.ts). */
const ASIAN_SHARE = 0.75;
// A change history, not every recalculation: a book shows a new quote when the line moved or the
// price moved enough, at most every few minutes (the main books more often), and at once after a
// goal. This also keeps a seeded fortnight (~180k moves) at a size PGlite loads in a few seconds.
const MIN_WATER_MOVE = 0.04;
const MIN_ODDS_MOVE = 0.05;
const MAIN_GAP_MS = 6 * 60_000;
const MINOR_GAP_MS = 15 * 60_000;
const MAIN_COMPANIES = new Set<number>(COMPANIES.filter((c) => c.main).map((c) => c.id));

type Quote = Pick<PlayedOddsChange, "home" | "draw" | "away" | "line">;

/** The company's margin, read from its own quotes so each book keeps its character in play. */
function marginOf(quotes: MatchToPlay["odds"], basketball: boolean): number | undefined {
  const q = quotes.find((o) => o.market === (basketball ? OddsMarket.Handicap : OddsMarket.European));
  if (!q) return undefined;
  if (basketball) return (1 / (1 + q.home) + 1 / (1 + q.away) - 1) / ASIAN_SHARE;
  return 1 / q.home + (q.draw ? 1 / q.draw : 0) + 1 / q.away - 1;
}

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
 * Every in-play move of every company quoting the match, from the engine's odds model with a
 * noise seed per company; oldest first. Prematch moves stay those of the seed.
 */
export function planOdds(match: MatchToPlay, script: FootballScript | BasketballScript): PlayedOddsChange[] {
  const basketball = script.sport === "basketball";
  const companies = [...new Set(match.odds.map((o) => o.companyId))].sort((a, b) => a - b);
  const moment = momentOf(script);
  const out: PlayedOddsChange[] = [];
  for (const companyId of companies) {
    const margin = marginOf(
      match.odds.filter((o) => o.companyId === companyId),
      basketball,
    );
    const prematch: MatchOdds =
      script.sport === "basketball"
        ? basketballPrematchOdds(script.rules, match.home.strength, match.away.strength, margin)
        : footballPrematchOdds(match.home.strength, match.away.strength, margin);
    const kept = new Map<OddsMarketCode, PlayedOddsChange>();
    const gap = MAIN_COMPANIES.has(companyId) ? MAIN_GAP_MS : MINOR_GAP_MS;
    for (const c of oddsChanges(script, prematch, companyId * 7919 + 104_729)) {
      if (!c.live) continue;
      const market = MARKETS[c.market];
      const quote = quoteOf(c);
      const last = kept.get(market);
      // A goal reprices a football market at once; basketball scores change every few seconds.
      const scored =
        !basketball && last && (last.homeScore !== c.homeScore || last.awayScore !== c.awayScore);
      if (last && !scored && (c.atMs - last.atMs < gap || !moved(quote, last, market))) continue;
      const { state, minute } = moment(c.atMs);
      const change: PlayedOddsChange = {
        home: quote.home,
        draw: quote.draw,
        away: quote.away,
        line: quote.line,
        companyId,
        market,
        atMs: c.atMs,
        minute,
        state,
        homeScore: c.homeScore,
        awayScore: c.awayScore,
      };
      kept.set(market, change);
      out.push(change);
    }
  }
  return out.sort((a, b) => a.atMs - b.atMs || a.companyId - b.companyId || a.market - b.market);
}
