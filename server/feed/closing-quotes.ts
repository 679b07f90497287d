import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { LIST_COMPANY_ID, OddsMarket, type OddsMarketCode } from "@/lib/codes/odds-markets";
import type { MatchUpdate } from "@/lib/contracts/match-stream";
import type { Db } from "../db/client";
import { matches } from "../db/schema/matches";
import { odds, oddsChanges } from "../db/schema/odds";
import type { Quote } from "./played-match";

export type ListOdds = NonNullable<MatchUpdate["odds"]>;
/** A company's last quote before kick-off (终盘), and when it was made. */
export type ClosingQuote = Quote & { companyId: number; market: OddsMarketCode; at: number };

/**
 * Each quoting company's closing quote per market: its last move before kick-off, or its opening
 * quote when it never moved. Stored before kick-off, so it is the same however often it is read.
 */
export async function loadClosingQuotes(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, ClosingQuote[]>> {
  if (!ids.length) return new Map();
  const [opening, moves] = await Promise.all([
    db
      .select()
      .from(odds)
      .where(inArray(odds.matchId, [...ids]))
      .orderBy(asc(odds.matchId), asc(odds.companyId), asc(odds.market)),
    db
      .selectDistinctOn([oddsChanges.matchId, oddsChanges.companyId, oddsChanges.market], {
        matchId: oddsChanges.matchId,
        companyId: oddsChanges.companyId,
        market: oddsChanges.market,
        home: oddsChanges.home,
        draw: oddsChanges.draw,
        away: oddsChanges.away,
        line: oddsChanges.line,
        changedAt: oddsChanges.changedAt,
      })
      .from(oddsChanges)
      .innerJoin(matches, eq(matches.id, oddsChanges.matchId))
      .where(and(inArray(oddsChanges.matchId, [...ids]), lt(oddsChanges.changedAt, matches.kickoff)))
      .orderBy(
        oddsChanges.matchId,
        oddsChanges.companyId,
        oddsChanges.market,
        desc(oddsChanges.changedAt),
        desc(sql`${oddsChanges.id}`),
      ),
  ]);
  const last = new Map(moves.map((m) => [`${m.matchId}:${m.companyId}:${m.market}`, m]));
  const out = new Map<number, ClosingQuote[]>();
  for (const o of opening) {
    const m = last.get(`${o.matchId}:${o.companyId}:${o.market}`);
    const quote: ClosingQuote = m
      ? { ...m, at: m.changedAt.getTime() }
      : {
          companyId: o.companyId,
          market: o.market,
          home: o.initHome,
          draw: o.initDraw,
          away: o.initAway,
          line: o.initLine,
          at: o.openedAt.getTime(),
        };
    out.set(o.matchId, [...(out.get(o.matchId) ?? []), quote]);
  }
  return out;
}

/** The list's 亚盘 and 大小球 columns (the list company's) from a match's quotes. */
export function listOddsOf(quotes: readonly (Quote & { companyId: number; market: number })[]): ListOdds {
  const list = (market: number) => quotes.find((o) => o.companyId === LIST_COMPANY_ID && o.market === market);
  const h = list(OddsMarket.Handicap);
  const t = list(OddsMarket.OverUnder);
  return {
    handicap: h?.line ?? null,
    handicapHome: h?.home ?? null,
    handicapAway: h?.away ?? null,
    total: t?.line ?? null,
    over: t?.home ?? null,
    under: t?.away ?? null,
  };
}
