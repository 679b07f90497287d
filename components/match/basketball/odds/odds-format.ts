import { OddsMarket } from "@/lib/codes/odds-markets";
import type { Quote } from "@/lib/contracts/basketball";
import { formatOdds } from "@/lib/format/odds";

const points = (n: number) => String(Number(Math.abs(n).toFixed(2)));

/**
 * A basketball line in words: 让分 from the giving side ("主让 5.5" / "客让 3.5", 0 as "平"), 大小分
 * as the total; `labels` carries the words so they come from the messages.
 */
export function basketLine(
  market: number,
  line: number | null,
  labels: { homeGives: string; awayGives: string; level: string },
): string {
  if (line === null) return "-";
  if (market === OddsMarket.OverUnder) return points(line);
  if (line === 0) return labels.level;
  return `${line > 0 ? labels.homeGives : labels.awayGives} ${points(line)}`;
}

/** The three cells of a quote: home (or over), the line (欧赔 has none), away (or under). */
export function quoteCells(market: number, q: Quote, line: (v: number | null) => string): string[] {
  if (market === OddsMarket.European) return [formatOdds(q.home), formatOdds(q.away)];
  return [formatOdds(q.home), line(q.line), formatOdds(q.away)];
}

/** Which way a value moved against the opening: up, down or unchanged. */
export function moveOf(from: number | null, to: number | null): "up" | "down" | "same" {
  if (from === null || to === null || from === to) return "same";
  return to > from ? "up" : "down";
}
