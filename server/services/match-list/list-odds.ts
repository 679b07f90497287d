import { and, eq, inArray } from "drizzle-orm";
import { OddsMarket } from "@/lib/codes/odds-markets";
import type { MatchRow } from "@/lib/contracts/match-list";
import type { Db } from "../../db/client";
import { companies, odds } from "../../db/schema/odds";
import { LIST_COMPANY_ID } from "@/lib/codes/odds-markets";
import { listErrors } from "./list-errors";

type ListOdds = NonNullable<MatchRow["odds"]>;

const empty = (): ListOdds => ({
  handicap: null,
  handicapHome: null,
  handicapAway: null,
  total: null,
  over: null,
  under: null,
});

/** The list's 亚盘 and 大小球 columns of one company for a set of matches; matches it does not quote are left out. */
export async function listOdds(db: Db, matchIds: number[], companyId = LIST_COMPANY_ID) {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw listErrors.companyNotFound();
  if (!matchIds.length) return [];
  const quotes = await db
    .select({
      matchId: odds.matchId,
      market: odds.market,
      line: odds.line,
      initLine: odds.initLine,
      home: odds.home,
      away: odds.away,
    })
    .from(odds)
    .where(
      and(
        inArray(odds.matchId, matchIds),
        eq(odds.companyId, companyId),
        inArray(odds.market, [OddsMarket.Handicap, OddsMarket.OverUnder]),
      ),
    );
  const byMatch = new Map<number, ListOdds>();
  for (const q of quotes) {
    const row = byMatch.get(q.matchId) ?? empty();
    const line = q.line ?? q.initLine;
    if (q.market === OddsMarket.Handicap)
      Object.assign(row, { handicap: line, handicapHome: q.home, handicapAway: q.away });
    else Object.assign(row, { total: line, over: q.home, under: q.away });
    byMatch.set(q.matchId, row);
  }
  return matchIds
    .filter((id) => byMatch.has(id))
    .map((matchId) => ({ matchId, odds: byMatch.get(matchId)! }));
}
