import { and, asc, count, eq, inArray } from "drizzle-orm";
import { BasketballState } from "@/lib/codes/basketball-states";
import { ODDS_MARKETS, type OddsMarketCode } from "@/lib/codes/odds-markets";
import type { BasketOdds, CompanyQuote } from "@/lib/contracts/basketball";
import type { Db } from "../../db/client";
import { companies, odds, oddsChanges } from "../../db/schema/odds";
import { basketErrors } from "./basket-errors";
import { findBasketMatch } from "./basket-detail";

/**
 * Every company's opening and live quote of a market (0: all three, without history), and the
 * change history of one company (the first by default, its opening quote first) for the chart.
 */
export async function basketOdds(
  db: Db,
  matchId: number,
  q: { market: number; companyId?: number },
): Promise<BasketOdds> {
  await findBasketMatch(db, matchId);
  const markets: OddsMarketCode[] = q.market === 0 ? [...ODDS_MARKETS] : [q.market as OddsMarketCode];
  const [rows, counts] = await Promise.all([
    db
      .select({ o: odds, name: companies.name })
      .from(odds)
      .innerJoin(companies, eq(companies.id, odds.companyId))
      .where(and(eq(odds.matchId, matchId), inArray(odds.market, markets)))
      .orderBy(asc(companies.sort)),
    db
      .select({ market: oddsChanges.market, companyId: oddsChanges.companyId, n: count() })
      .from(oddsChanges)
      .where(and(eq(oddsChanges.matchId, matchId), inArray(oddsChanges.market, markets)))
      .groupBy(oddsChanges.market, oddsChanges.companyId),
  ]);
  const changes = new Map(counts.map((c) => [`${c.market}:${c.companyId}`, c.n]));
  const quoteOf = (market: number): CompanyQuote[] =>
    rows
      .filter((r) => r.o.market === market)
      .map(({ o, name }) => ({
        companyId: o.companyId,
        name,
        init: { home: o.initHome, draw: o.initDraw, away: o.initAway, line: o.initLine },
        live: { home: o.home, draw: o.draw, away: o.away, line: o.line },
        closed: o.closed,
        updatedAt: o.updatedAt.toISOString(),
        changes: changes.get(`${market}:${o.companyId}`) ?? 0,
      }));
  const result = markets.map((market) => ({ market, companies: quoteOf(market) }));
  if (q.market === 0) return { matchId, markets: result, companyId: null, history: [] };

  const listed = result[0].companies;
  if (q.companyId && !listed.some((c) => c.companyId === q.companyId)) throw basketErrors.companyNotFound();
  const companyId = q.companyId ?? listed[0]?.companyId ?? null;
  const history = companyId
    ? await db
        .select({
          home: oddsChanges.home,
          draw: oddsChanges.draw,
          away: oddsChanges.away,
          line: oddsChanges.line,
          changedAt: oddsChanges.changedAt,
          minute: oddsChanges.minute,
          state: oddsChanges.state,
          homeScore: oddsChanges.homeScore,
          awayScore: oddsChanges.awayScore,
        })
        .from(oddsChanges)
        .where(
          and(
            eq(oddsChanges.matchId, matchId),
            eq(oddsChanges.market, markets[0]),
            eq(oddsChanges.companyId, companyId),
          ),
        )
        .orderBy(asc(oddsChanges.changedAt), asc(oddsChanges.id))
    : [];
  const opening = rows.find((r) => r.o.market === markets[0] && r.o.companyId === companyId)?.o;
  const first = opening
    ? [
        {
          home: opening.initHome,
          draw: opening.initDraw,
          away: opening.initAway,
          line: opening.initLine,
          changedAt: opening.openedAt,
          minute: null,
          state: BasketballState.NotStarted,
          homeScore: 0,
          awayScore: 0,
        },
      ]
    : [];
  return {
    matchId,
    markets: result,
    companyId,
    history: [...first, ...history].map((h) => ({ ...h, changedAt: h.changedAt.toISOString() })),
  };
}
