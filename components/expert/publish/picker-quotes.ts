import { LotteryMarket, picksOf, PlanPick, type PlanPickCode } from "@/lib/codes/expert-plans";
import { BasketballPlayType, FootballPlayType } from "@/lib/codes/play-types";
import { Sport, type SportId } from "@/lib/codes/sports";
import type { PickerRow } from "@/lib/contracts/expert-plans";

export type PickQuote = { pick: PlanPickCode; odds: number; line: number | null };

const isOverUnder = (sportId: SportId, playType: number) =>
  sportId === Sport.Basketball
    ? playType === BasketballPlayType.OverUnder
    : playType === FootballPlayType.OverUnder;
const isHandicap = (sportId: SportId, playType: number) =>
  sportId === Sport.Basketball
    ? playType === BasketballPlayType.Handicap
    : playType === FootballPlayType.Handicap;

/**
 * The quote each pick would be stored with, read from the picker row the way the api reads it; an
 * empty list when the match has no quote for this play type.
 */
export function quotesFor(
  row: PickerRow,
  sportId: SportId,
  playType: number,
  lotteryMarket?: number,
): PickQuote[] {
  const picks = picksOf(sportId, playType);
  if (isOverUnder(sportId, playType)) {
    const q = row.overUnder;
    return q
      ? picks.map((pick) => ({ pick, line: q.line, odds: pick === PlanPick.Over ? q.home : q.away }))
      : [];
  }
  if (isHandicap(sportId, playType)) {
    const q = row.handicap;
    return q
      ? picks.map((pick) => ({ pick, line: q.line, odds: pick === PlanPick.Home ? q.home : q.away }))
      : [];
  }
  if (playType === FootballPlayType.European) {
    const q = row.european;
    if (!q) return [];
    const odds = { home: q.home, draw: q.draw, away: q.away } as Record<string, number | null>;
    return picks.flatMap((pick) => (odds[pick] == null ? [] : [{ pick, line: null, odds: odds[pick]! }]));
  }
  const q = row.lottery;
  if (!q) return [];
  const handicapMarket = lotteryMarket === LotteryMarket.HandicapWinDrawLose;
  const sp = handicapMarket
    ? { home: q.hSpHome, draw: q.hSpDraw, away: q.hSpAway }
    : { home: q.spHome, draw: q.spDraw, away: q.spAway };
  return picks.map((pick) => ({
    pick,
    line: handicapMarket ? q.handicap : null,
    odds: sp[pick as "home" | "draw" | "away"],
  }));
}
