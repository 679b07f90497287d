import { useTranslations } from "next-intl";
import { OddsChart } from "@/components/match/odds-chart/odds-chart";
import type { ChartPoint } from "@/components/match/odds-chart/chart-scale";
import { OddsMarket } from "@/lib/codes/odds-markets";
import type { BasketOdds } from "@/lib/contracts/basketball";
import { formatMonthDayTime } from "@/lib/format/date";
import { basketLine, quoteCells } from "./odds-format";

type Props = { market: number; company: string; history: BasketOdds["history"]; kickoff: string };

// A regulation game is 40 minutes (FIBA); NBA moves past 40 stretch the axis to the last minute.
const GAME_MINUTES = 40;

/** One company's moves: the line over time (and the waters, or the 欧赔 odds), then every change. */
export function OddsHistory({ market, company, history, kickoff }: Props) {
  const t = useTranslations("basketballPages.odds");
  const labels = { homeGives: t("homeGives"), awayGives: t("awayGives"), level: t("level") };
  const line = (v: number | null) => basketLine(market, v, labels);
  const european = market === OddsMarket.European;
  const marketName = t(`markets.${market}` as "markets.1");
  const point =
    (values: (number | null)[]) =>
    (h: BasketOdds["history"][number]): ChartPoint => ({
      at: Date.parse(h.changedAt),
      minute: h.minute,
      values,
    });
  const common = {
    kickoffMs: Date.parse(kickoff),
    kickoffLabel: t("tipoff"),
    formatTime: (ms: number) => formatMonthDayTime(ms),
    fullTime: GAME_MINUTES,
  };
  const [homeLabel, awayLabel] = european
    ? [t("home"), t("away")]
    : market === OddsMarket.OverUnder
      ? [t("over"), t("under")]
      : [t("homeWater"), t("awayWater")];
  if (!history.length) return <p className="py-10 text-center text-sm text-ink-mute">{t("empty")}</p>;
  return (
    <div className="space-y-4 p-4">
      {european ? null : (
        <OddsChart
          {...common}
          points={history.map((h) => point([h.line])(h))}
          series={[{ label: t(market === OddsMarket.OverUnder ? "totalLine" : "line"), colour: "#e8372c" }]}
          formatValue={(v) => line(v)}
          title={t("chart", { company, market: marketName })}
        />
      )}
      <OddsChart
        {...common}
        height={european ? 220 : 160}
        points={history.map((h) => point([h.home, h.away])(h))}
        series={[
          { label: homeLabel, colour: "#f59e0b" },
          { label: awayLabel, colour: "#2563eb" },
        ]}
        title={`${company} ${homeLabel}/${awayLabel}`}
      />
      <table className="w-full text-center text-sm" data-testid="odds-history">
        <thead>
          <tr className="bg-[#f0f2f5] text-xs text-ink-soft">
            <th scope="col" className="px-2 py-2 font-medium">
              {t("time")}
            </th>
            <th scope="col" className="px-2 py-2 font-medium">
              {t("score")}
            </th>
            <th scope="col" className="px-2 py-2 font-medium">
              {homeLabel}
            </th>
            {european ? null : (
              <th scope="col" className="px-2 py-2 font-medium">
                {t(market === OddsMarket.OverUnder ? "totalLine" : "line")}
              </th>
            )}
            <th scope="col" className="px-2 py-2 font-medium">
              {awayLabel}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-black/5 tabular-nums">
          {[...history].reverse().map((h, i) => (
            <tr key={`${h.changedAt}-${i}`}>
              <td className="px-2 py-1.5 text-ink-soft">
                {h.minute === null ? formatMonthDayTime(h.changedAt) : `${h.minute}'`}
              </td>
              <td className="px-2 py-1.5 text-ink-soft">
                {h.minute === null ? t("stateBefore") : `${h.homeScore}-${h.awayScore}`}
              </td>
              {quoteCells(market, h, line).map((v, j) => (
                <td key={j} className="px-2 py-1.5">
                  {v}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
