import { OddsMarket } from "@/lib/codes/odds-markets";
import { Sport } from "@/lib/codes/sports";
import type { OddsQuote } from "@/lib/contracts/odds-board";
import { lineText } from "./odds-format";
import { OddsValue } from "./odds-value";

/** Cell padding and alignment set once on the table instead of on thousands of cells. */
export const ODDS_TABLE = "w-full border-collapse text-xs tabular-nums [&_td]:px-1.5 [&_td]:text-center";

export type QuoteField = "home" | "draw" | "away" | "line";

/** The columns a market shows: 主胜 平局 客胜 (no draw in basketball), or 主水 盘口 客水. */
export function quoteFields(sportId: number, market: number): QuoteField[] {
  if (market !== OddsMarket.European) return ["home", "line", "away"];
  return sportId === Sport.Basketball ? ["home", "away"] : ["home", "draw", "away"];
}

/** Header labels (message keys under odds.columns) of those columns. */
export function quoteFieldLabels(sportId: number, market: number): string[] {
  if (market === OddsMarket.European)
    return quoteFields(sportId, market).map((f) => `${f === "draw" ? "draw" : `${f}Win`}`);
  return market === OddsMarket.OverUnder ? ["over", "line", "under"] : ["homeWater", "line", "awayWater"];
}

type Props = {
  sportId: number;
  market: number;
  quote: OddsQuote | null;
  /** Compare against this (the opening quote) to colour rises and falls. */
  open?: OddsQuote;
  /** Extra classes per column, e.g. the highest value of a comparison. Tables centre and pad cells (ODDS_TABLE). */
  mark?: (field: QuoteField) => string;
  className?: string;
};

export function QuoteCells({ sportId, market, quote, open, mark, className = "" }: Props) {
  return quoteFields(sportId, market).map((field) => (
    <td key={field} className={[mark?.(field), className].filter(Boolean).join(" ") || undefined}>
      {quote === null ? (
        "-"
      ) : (
        <OddsValue
          value={quote[field]}
          open={open ? open[field] : undefined}
          text={field === "line" ? lineText(sportId, market, quote.line) : undefined}
        />
      )}
    </td>
  ));
}
