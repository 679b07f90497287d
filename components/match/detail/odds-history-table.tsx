import { useTranslations } from "next-intl";
import type { OddsPoint } from "@/lib/contracts/match-odds";
import { formatMonthDayTime } from "@/lib/format/date";
import { minuteLabel } from "@/lib/format/match-minute";
import { OddsCellView } from "./odds-cell";
import { quoteCells } from "./odds-cells";

/** Every quote of one company, newest first, each compared with the one before it. */
export function OddsHistoryTable({ market, points }: { market: number; points: readonly OddsPoint[] }) {
  const t = useTranslations("matchDetail.odds");
  const fields = ["home", "mid", "away"].map((f) => t(`fields.${market}.${f}`));
  const rows = points.map((p, i) => ({ p, before: i > 0 ? points[i - 1].quote : null })).reverse();
  return (
    <table className="w-full text-sm" data-testid="odds-history">
      <thead className="bg-surface text-ink-soft">
        <tr>
          {fields.map((f) => (
            <th key={f} className="py-2 font-normal">
              {f}
            </th>
          ))}
          <th className="py-2 font-normal">{t("time")}</th>
          <th className="py-2 font-normal">{t("minute")}</th>
          <th className="py-2 font-normal">{t("score")}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-black/5">
        {rows.map(({ p, before }, i) => (
          <tr key={`${p.at}-${i}`} data-testid="odds-history-row">
            {quoteCells(market, p.quote, before).map((cell, j) => (
              <OddsCellView key={j} cell={cell} />
            ))}
            <td className="text-center text-ink-soft tabular-nums">{formatMonthDayTime(p.at)}</td>
            <td className="text-center text-ink-soft">
              {p.opening ? t("opening") : p.minute === null ? t("prematch") : minuteLabel(p.minute)}
            </td>
            <td className="text-center text-ink-soft tabular-nums">
              {p.minute === null ? "-" : `${p.homeScore}-${p.awayScore}`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
