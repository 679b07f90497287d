import { TREND_CLASS, type OddsCell } from "./odds-cells";

/** One printed value; a rise is red with ↑, a fall green with ↓. */
export function OddsCellView({ cell, className = "" }: { cell: OddsCell; className?: string }) {
  return (
    <td
      className={`px-2 py-2 text-center tabular-nums ${cell.trend ? TREND_CLASS[cell.trend] : ""} ${className}`}
      data-trend={cell.trend ?? undefined}
    >
      {cell.text}
      {cell.trend ? <span className="ml-0.5 text-[10px]">{cell.trend === "up" ? "↑" : "↓"}</span> : null}
    </td>
  );
}
