import { OddsMarket } from "@/lib/codes/odds-markets";
import type { OddsQuote } from "@/lib/contracts/match-odds";
import { formatHandicap, formatOdds, formatTotalLine } from "@/lib/format/odds";

export type Trend = "up" | "down" | null;
export type OddsCell = { value: number | null; text: string; trend: Trend };

/** Direction of a value against an earlier one; null when either is missing or they are equal. */
export function trendOf(before: number | null | undefined, now: number | null | undefined): Trend {
  if (before === null || before === undefined || now === null || now === undefined) return null;
  if (now > before + 1e-9) return "up";
  if (now < before - 1e-9) return "down";
  return null;
}

/** Red rising, green falling: the colours of Chinese odds sites. */
export const TREND_CLASS: Record<"up" | "down", string> = { up: "text-win", down: "text-lose" };

export const lineLabel = (market: number, line: number | null) =>
  line === null ? "-" : market === OddsMarket.OverUnder ? formatTotalLine(line) : formatHandicap(line);

/**
 * The three cells of a quote as the tables print them: 欧赔 home / draw / away odds; 亚盘 home water,
 * handicap in words, away water; 大小球 over, line, under. Trends compare with `before` when given.
 */
export function quoteCells(market: number, quote: OddsQuote, before?: OddsQuote | null): OddsCell[] {
  const cell = (value: number | null, text: string, prev: number | null | undefined): OddsCell => ({
    value,
    text,
    trend: before ? trendOf(prev, value) : null,
  });
  if (market === OddsMarket.European)
    return [
      cell(quote.home, formatOdds(quote.home), before?.home),
      cell(quote.draw, formatOdds(quote.draw), before?.draw),
      cell(quote.away, formatOdds(quote.away), before?.away),
    ];
  return [
    cell(quote.home, formatOdds(quote.home), before?.home),
    cell(quote.line, lineLabel(market, quote.line), before?.line),
    cell(quote.away, formatOdds(quote.away), before?.away),
  ];
}
