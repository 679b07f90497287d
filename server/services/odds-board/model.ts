import { ODDS_MARKETS, OddsMarket } from "@/lib/codes/odds-markets";
import { Sport } from "@/lib/codes/sports";
import {
  type FootballModelData,
  type FootballModelQuery,
  type LineMove,
  type ModelMatch,
} from "@/lib/contracts/odds-model";
import type { Db } from "../../db/client";
import { businessDate } from "@/lib/beijing-time";
import { sportCompanies } from "./companies";
import { loadDayOdds, type DayMatch, type StoredQuote } from "./day-odds";
import {
  averagePrices,
  impliedProbabilities,
  kellyIndex,
  lineMovement,
  movementSize,
  payoutRatio,
  round,
} from "./odds-math";
import { upsetWatch } from "./upset-watch";

const outcomes = ([home, draw, away]: readonly number[], digits: number) => ({
  home: round(home, digits),
  draw: round(draw, digits),
  away: round(away, digits),
});

function lineMove(quotes: readonly StoredQuote[], market: number): LineMove | null {
  const pairs = quotes
    .filter((q) => q.market === market && q.initLine !== null && q.line !== null)
    .map((q) => ({ open: q.initLine!, live: q.line! }));
  const move = lineMovement(pairs);
  if (!move) return null;
  return { ...move, open: round(move.open, 3), live: round(move.live, 3), change: round(move.change, 3) };
}

/** The four models of one match over every company's quotes. */
export function modelOf(match: DayMatch): ModelMatch {
  const { quotes, ...rest } = match;
  const europe = quotes.filter((q) => q.market === OddsMarket.European && q.draw !== null);
  const average = averagePrices(europe.map((q) => [q.home, q.draw!, q.away]));
  const probabilities = average ? impliedProbabilities(average) : null;
  const kelly = probabilities
    ? europe.map((q) => ({
        companyId: q.companyId,
        odds: { home: q.home, draw: q.draw!, away: q.away },
        kelly: {
          home: round(kellyIndex(q.home, probabilities[0]), 3),
          draw: round(kellyIndex(q.draw!, probabilities[1]), 3),
          away: round(kellyIndex(q.away, probabilities[2]), 3),
        },
      }))
    : [];
  const handicap = lineMove(quotes, OddsMarket.Handicap);
  const total = lineMove(quotes, OddsMarket.OverUnder);
  const payout = average ? payoutRatio(average) : null;
  const averageOdds = average ? outcomes(average, 3) : null;
  return {
    ...rest,
    average: averageOdds,
    probabilities: probabilities
      ? outcomes(
          probabilities.map((p) => p * 100),
          1,
        )
      : null,
    payout: payout === null ? null : round(payout * 100),
    kelly,
    maxKelly: kelly.length ? Math.max(...kelly.flatMap(({ kelly: k }) => [k.home, k.draw, k.away])) : null,
    movement: {
      handicap,
      total,
      size: round(movementSize(handicap?.change ?? null, total?.change ?? null), 3),
    },
    upset: upsetWatch(match, averageOdds),
  };
}

/** 数据模型 over the day's football odds, the matches whose lines moved most first. */
export async function footballModel(db: Db, q: FootballModelQuery, now: number): Promise<FootballModelData> {
  const today = businessDate(now);
  const date = q.date ?? today;
  const [companies, day] = await Promise.all([
    sportCompanies(db, Sport.Football),
    loadDayOdds(db, {
      sportId: Sport.Football,
      date,
      markets: ODDS_MARKETS,
      companyIds: null,
      leagueIds: q.leagueIds,
    }),
  ]);
  const matches = day.matches
    .map(modelOf)
    .sort((a, b) => b.movement.size - a.movement.size || a.kickoff.localeCompare(b.kickoff) || a.id - b.id);
  return { date, today, leagues: day.leagues, companies, matches };
}
