import { OddsMarket } from "@/lib/codes/odds-markets";
import { Sport } from "@/lib/codes/sports";
import { formatHandicap, formatOdds, formatTotalLine } from "@/lib/format/odds";

export type Trend = "up" | "down" | null;

/** Direction of a live value against the opening one. */
export function trendOf(open: number | null | undefined, live: number | null | undefined): Trend {
  if (open === null || open === undefined || live === null || live === undefined) return null;
  if (live > open + 1e-9) return "up";
  if (live < open - 1e-9) return "down";
  return null;
}

const trim = (n: number) => String(Number(n.toFixed(2)));

/** A market's line as Chinese odds sites print it: 半球/一球, 2.5/3, and basketball points (受5.5). */
export function lineText(sportId: number, market: number, line: number | null | undefined): string {
  if (line === null || line === undefined) return "-";
  if (market === OddsMarket.OverUnder) return formatTotalLine(line);
  if (sportId === Sport.Basketball) return (line < 0 ? "受" : "") + trim(Math.abs(line));
  return formatHandicap(line);
}

export const oddsText = (value: number | null | undefined) => formatOdds(value);

export const percentText = (value: number | null | undefined) =>
  value === null || value === undefined ? "-" : `${value.toFixed(2)}%`;

/** Red rising, green falling: the colours of Chinese odds sites. */
export const TREND_CLASS: Record<"up" | "down", string> = { up: "text-win", down: "text-lose" };
