import { OddsMarket } from "@/lib/codes/odds-markets";
import type { MarketQuote, OddsQuote } from "@/lib/contracts/odds-board";
import type { StoredQuote } from "./day-odds";
import { payoutRatio, round } from "./odds-math";

export const openQuote = (q: StoredQuote): OddsQuote => ({
  home: q.initHome,
  draw: q.initDraw,
  away: q.initAway,
  line: q.initLine,
});

export const liveQuote = (q: StoredQuote): OddsQuote => ({
  home: q.home,
  draw: q.draw,
  away: q.away,
  line: q.line,
});

/** 返还率 in percent of the decimal prices a quote holds (two or three ways). */
export function payoutPercent(q: OddsQuote): number | null {
  const ratio = payoutRatio(q.draw === null ? [q.home, q.away] : [q.home, q.draw, q.away]);
  return ratio === null ? null : round(ratio * 100);
}

/** Opening and live values of one stored quote; 1X2 carries its 返还率. */
export function marketQuote(q: StoredQuote): MarketQuote {
  const open = openQuote(q);
  const live = liveQuote(q);
  const openPayout = payoutPercent(open);
  const livePayout = payoutPercent(live);
  return {
    open,
    live,
    payout:
      q.market === OddsMarket.European && openPayout !== null && livePayout !== null
        ? { open: openPayout, live: livePayout }
        : null,
    closed: q.closed,
    updatedAt: q.updatedAt.toISOString(),
  };
}
