import { and, eq, inArray } from "drizzle-orm";
import { LIST_COMPANY_ID, OddsMarket } from "@/lib/codes/odds-markets";
import { LotteryMarket, PlanPick, type PlanPickCode } from "@/lib/codes/expert-plans";
import { FootballPlayType } from "@/lib/codes/play-types";
import { Sport, type SportId } from "@/lib/codes/sports";
import type { PickerRow } from "@/lib/contracts/expert-plans";
import type { Db } from "../../db/client";
import { jczqMatches } from "../../db/schema/lottery";
import { odds } from "../../db/schema/odds";

/** The current quotes an expert publishes on: 皇冠's 欧赔, 亚盘 and 大小, and the 竞彩 SP. */
export type MatchQuotes = Pick<PickerRow, "european" | "handicap" | "overUnder" | "lottery">;

const EMPTY: MatchQuotes = { european: null, handicap: null, overUnder: null, lottery: null };

/** Current quotes of the matches (closed markets left out), by match id. */
export async function loadQuotes(db: Db, matchIds: number[]): Promise<Map<number, MatchQuotes>> {
  const quotes = new Map<number, MatchQuotes>(matchIds.map((id) => [id, { ...EMPTY }]));
  if (!matchIds.length) return quotes;
  const [rows, lottery] = await Promise.all([
    db
      .select({
        matchId: odds.matchId,
        market: odds.market,
        home: odds.home,
        draw: odds.draw,
        away: odds.away,
        line: odds.line,
      })
      .from(odds)
      .where(
        and(inArray(odds.matchId, matchIds), eq(odds.companyId, LIST_COMPANY_ID), eq(odds.closed, false)),
      ),
    db.select().from(jczqMatches).where(inArray(jczqMatches.matchId, matchIds)),
  ]);
  for (const r of rows) {
    const q = quotes.get(r.matchId)!;
    if (r.market === OddsMarket.European) q.european = { home: r.home, draw: r.draw, away: r.away };
    else if (r.line !== null) {
      const quote = { line: r.line, home: r.home, away: r.away };
      if (r.market === OddsMarket.Handicap) q.handicap = quote;
      else q.overUnder = quote;
    }
  }
  for (const j of lottery) {
    quotes.get(j.matchId)!.lottery = {
      single: j.single,
      spHome: j.spHome,
      spDraw: j.spDraw,
      spAway: j.spAway,
      handicap: j.handicap,
      hSpHome: j.hSpHome,
      hSpDraw: j.hSpDraw,
      hSpAway: j.hSpAway,
    };
  }
  return quotes;
}

export type TakenQuote = { line: number | null; odds: number; lotteryMarket: number | null };

const side = <T>(pick: PlanPickCode, home: T, draw: T, away: T) =>
  pick === PlanPick.Home ? home : pick === PlanPick.Draw ? draw : away;

/**
 * The line and odds a pick takes from the current quotes; null when the market has no quote (or
 * a 单关 the 竞彩 does not offer). Play types 4/5 read the 竞彩 SP of `lotteryMarket`.
 */
export function takeQuote(
  sportId: SportId,
  playType: number,
  pick: PlanPickCode,
  lotteryMarket: number | undefined,
  q: MatchQuotes,
): TakenQuote | null {
  if (sportId === Sport.Football && playType === FootballPlayType.European) {
    const price = q.european && side(pick, q.european.home, q.european.draw, q.european.away);
    return price ? { line: null, odds: price, lotteryMarket: null } : null;
  }
  const isLottery =
    sportId === Sport.Football &&
    (playType === FootballPlayType.LotterySingle || playType === FootballPlayType.LotteryTwoLegParlay);
  if (isLottery) {
    const l = q.lottery;
    if (!l || (playType === FootballPlayType.LotterySingle && !l.single)) return null;
    const market = lotteryMarket ?? LotteryMarket.WinDrawLose;
    return market === LotteryMarket.HandicapWinDrawLose
      ? { line: l.handicap, odds: side(pick, l.hSpHome, l.hSpDraw, l.hSpAway), lotteryMarket: market }
      : { line: null, odds: side(pick, l.spHome, l.spDraw, l.spAway), lotteryMarket: market };
  }
  // Asian lines: football 2/3, basketball 1/2. Over sits in `home`, under in `away`.
  const handicap = sportId === Sport.Football ? playType === FootballPlayType.Handicap : playType === 1;
  const quote = handicap ? q.handicap : q.overUnder;
  if (!quote) return null;
  const first = pick === PlanPick.Home || pick === PlanPick.Over;
  return { line: quote.line, odds: first ? quote.home : quote.away, lotteryMarket: null };
}
