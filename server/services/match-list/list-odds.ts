import { and, eq, inArray } from "drizzle-orm";
import { OddsMarket } from "@/lib/codes/odds-markets";
import type { MatchRow } from "@/lib/contracts/match-list";
import type { Db } from "../../db/client";
import { companies, odds } from "../../db/schema/odds";
import { LIST_COMPANY_ID } from "@/lib/codes/odds-markets";
import { listErrors } from "./list-errors";

type ListOdds = NonNullable<MatchRow["odds"]>;

const lines = () => ({
  handicap: null,
  handicapHome: null,
  handicapAway: null,
  total: null,
  over: null,
  under: null,
});
type WithOpening = ListOdds & { opening: NonNullable<ListOdds["opening"]> };
const empty = (): WithOpening => ({
  ...lines(),
  opening: lines(),
});

/**
 * The list's 亚盘 and 大小球 columns of one company for a set of matches, current (for a finished
 * match its closing pre-match quote) and opening; matches it does not quote are left out.
 */
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
      initHome: odds.initHome,
      initAway: odds.initAway,
    })
    .from(odds)
    .where(
      and(
        inArray(odds.matchId, matchIds),
        eq(odds.companyId, companyId),
        inArray(odds.market, [OddsMarket.Handicap, OddsMarket.OverUnder]),
      ),
    );
  const byMatch = new Map<number, WithOpening>();
  for (const q of quotes) {
    const row = byMatch.get(q.matchId) ?? empty();
    const line = q.line ?? q.initLine;
    if (q.market === OddsMarket.Handicap) {
      Object.assign(row, { handicap: line, handicapHome: q.home, handicapAway: q.away });
      Object.assign(row.opening, {
        handicap: q.initLine,
        handicapHome: q.initHome,
        handicapAway: q.initAway,
      });
    } else {
      Object.assign(row, { total: line, over: q.home, under: q.away });
      Object.assign(row.opening, { total: q.initLine, over: q.initHome, under: q.initAway });
    }
    byMatch.set(q.matchId, row);
  }
  return matchIds
    .filter((id) => byMatch.has(id))
    .map((matchId) => ({ matchId, odds: byMatch.get(matchId)! }));
}
