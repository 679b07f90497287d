"use client";
import { useTranslations } from "next-intl";
import useSWR from "swr";
import { fetchOddsHistory } from "@/lib/api/match-detail-client";
import { OddsMarket } from "@/lib/codes/odds-markets";
import type { OddsHistory as History } from "@/lib/contracts/match-odds";
import { formatMonthDayTime } from "@/lib/format/date";
import { OddsChart } from "../odds-chart/odds-chart";
import type { ChartPoint } from "../odds-chart/chart-scale";
import { lineLabel } from "./odds-cells";
import { OddsHistoryTable } from "./odds-history-table";

const COLOURS = ["#e8372c", "#f59e0b", "#2563eb"];

type Props = { matchId: number; market: number; companyId: number; kickoffMs: number; onClose: () => void };

async function loadHistory([, matchId, market, companyId]: [
  string,
  number,
  number,
  number,
]): Promise<History> {
  const r = await fetchOddsHistory(matchId, market, companyId);
  if (r.code !== 200 || !r.data?.history) throw new Error(r.message);
  return r.data.history;
}

/** One company's moves in a market: a chart of the values (and of the line) over time, then the table. */
export function OddsHistoryPanel({ matchId, market, companyId, kickoffMs, onClose }: Props) {
  const t = useTranslations("matchDetail.odds");
  const { data, error, mutate } = useSWR(["odds-history", matchId, market, companyId], loadHistory);
  if (error)
    return (
      <p className="py-8 text-center text-sm text-ink-mute">
        {t("failed")}
        <button type="button" onClick={() => void mutate()} className="ml-2 text-brand hover:underline">
          {t("retry")}
        </button>
      </p>
    );
  if (!data) return <p className="py-8 text-center text-sm text-ink-mute">{t("loading")}</p>;

  const fields = ["home", "mid", "away"].map((f) => t(`fields.${market}.${f}`));
  const marketName = t(`markets.${market}`);
  const european = market === OddsMarket.European;
  const point =
    (values: (number | null)[]) =>
    (p: History["points"][number]): ChartPoint => ({
      at: Date.parse(p.at),
      minute: p.minute,
      values,
    });
  const valuePoints = data.points.map((p) =>
    point(european ? [p.quote.home, p.quote.draw, p.quote.away] : [p.quote.home, p.quote.away])(p),
  );
  const linePoints = data.points.map((p) => point([p.quote.line])(p));
  const common = {
    kickoffMs,
    kickoffLabel: t("kickoff"),
    formatTime: (ms: number) => formatMonthDayTime(ms),
  };
  return (
    <section
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-black/5"
      aria-label={t("historyTitle", { company: data.name, market: marketName })}
    >
      <h2 className="mb-3 flex items-center justify-between border-l-4 border-brand pl-2 font-semibold">
        {t("historyTitle", { company: data.name, market: marketName })}
        <button
          type="button"
          onClick={onClose}
          className="text-sm font-normal text-ink-soft hover:text-brand"
        >
          {t("hide")}
        </button>
      </h2>
      <OddsChart
        {...common}
        points={valuePoints}
        series={(european ? [fields[0], fields[1], fields[2]] : [fields[0], fields[2]]).map((label, i) => ({
          label,
          colour: COLOURS[european ? i : i * 2],
        }))}
        title={t("chart", { company: data.name, market: marketName })}
      />
      {european ? null : (
        <OddsChart
          {...common}
          height={150}
          tickStep={0.25}
          points={linePoints}
          series={[{ label: t("line"), colour: "#6b7280" }]}
          formatValue={(v) => lineLabel(market, v)}
          title={`${data.name}${t("line")}`}
        />
      )}
      <div className="mt-4">
        <OddsHistoryTable market={market} points={data.points} />
      </div>
    </section>
  );
}
