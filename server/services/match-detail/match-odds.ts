import { and, asc, count, eq } from "drizzle-orm";
import { FootballState } from "../../../lib/codes/football-states";
import { ODDS_MARKETS, type OddsMarketCode } from "../../../lib/codes/odds-markets";
import type { CompanyOdds, MatchOdds, OddsHistory, OddsQuery } from "../../../lib/contracts/match-odds";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/matches";
import { companies, odds, oddsChanges } from "../../db/schema/odds";
import { matchErrors } from "./match-errors";

type QuoteRow = typeof odds.$inferSelect & { name: string };

function quoteRows(db: Db, matchId: number, market?: number) {
  return db
    .select({ quote: odds, name: companies.name })
    .from(odds)
    .innerJoin(companies, eq(companies.id, odds.companyId))
    .where(and(eq(odds.matchId, matchId), market ? eq(odds.market, market as OddsMarketCode) : undefined))
    .orderBy(asc(odds.market), asc(companies.sort), asc(companies.id))
    .then((rows) => rows.map((r): QuoteRow => ({ ...r.quote, name: r.name })));
}

function moveCounts(db: Db, matchId: number, market?: number) {
  return db
    .select({ market: oddsChanges.market, companyId: oddsChanges.companyId, moves: count() })
    .from(oddsChanges)
    .where(
      and(
        eq(oddsChanges.matchId, matchId),
        market ? eq(oddsChanges.market, market as OddsMarketCode) : undefined,
      ),
    )
    .groupBy(oddsChanges.market, oddsChanges.companyId);
}

function toCompany(q: QuoteRow, moves: number): CompanyOdds {
  return {
    companyId: q.companyId,
    name: q.name,
    initial: { home: q.initHome, draw: q.initDraw, away: q.initAway, line: q.initLine },
    live: { home: q.home, draw: q.draw, away: q.away, line: q.line },
    closed: q.closed,
    updatedAt: q.updatedAt.toISOString(),
    moves,
  };
}

async function history(db: Db, matchId: number, q: QuoteRow): Promise<OddsHistory> {
  const moves = await db
    .select()
    .from(oddsChanges)
    .where(
      and(
        eq(oddsChanges.matchId, matchId),
        eq(oddsChanges.market, q.market),
        eq(oddsChanges.companyId, q.companyId),
      ),
    )
    .orderBy(asc(oddsChanges.changedAt), asc(oddsChanges.id));
  const opening = {
    at: q.openedAt.toISOString(),
    minute: null,
    state: FootballState.NotStarted,
    homeScore: 0,
    awayScore: 0,
    quote: { home: q.initHome, draw: q.initDraw, away: q.initAway, line: q.initLine },
    opening: true,
  };
  return {
    companyId: q.companyId,
    name: q.name,
    market: q.market,
    points: [
      opening,
      ...moves.map((m) => ({
        at: m.changedAt.toISOString(),
        minute: m.minute,
        state: m.state,
        homeScore: m.homeScore,
        awayScore: m.awayScore,
        quote: { home: m.home, draw: m.draw, away: m.away, line: m.line },
        opening: false,
      })),
    ],
  };
}

/** `/live/odds/{id}`: every company's opening and live quotes per market, and one company's moves. */
export async function matchOdds(db: Db, matchId: number, query: OddsQuery): Promise<MatchOdds> {
  const [match] = await db.select({ kickoff: matches.kickoff }).from(matches).where(eq(matches.id, matchId));
  if (!match) throw matchErrors.matchNotFound();
  const [quotes, counts] = await Promise.all([
    quoteRows(db, matchId, query.market),
    moveCounts(db, matchId, query.market),
  ]);
  const movesOf = new Map(counts.map((c) => [`${c.market}:${c.companyId}`, c.moves]));
  const markets = ODDS_MARKETS.filter((m) => !query.market || m === query.market).map((market) => ({
    market,
    companies: quotes
      .filter((q) => q.market === market)
      .map((q) => toCompany(q, movesOf.get(`${market}:${q.companyId}`) ?? 0)),
  }));
  let chosen: OddsHistory | null = null;
  if (query.companyId) {
    const quote = quotes.find((q) => q.market === query.market && q.companyId === query.companyId);
    if (!quote) throw matchErrors.noQuote();
    chosen = await history(db, matchId, quote);
  }
  return { matchId, kickoff: match.kickoff.toISOString(), markets, history: chosen };
}
