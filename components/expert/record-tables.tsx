import { useTranslations } from "next-intl";
import type { ExpertRecord, ExpertRecords } from "@/lib/contracts/expert-plans";
import { formatNumber } from "@/lib/format/number";
import { playTypeLabel } from "./plan-labels";

type Row = { key: string; label: string; record: ExpertRecord };

/** 分玩法战绩 and 月度战绩: the same record figures, per play type and per month. */
export function RecordTables({ records }: { records: ExpertRecords }) {
  const t = useTranslations("expert.record");
  const byPlay: Row[] = [
    { key: "all", label: t("overall"), record: records.overall },
    ...records.byPlayType.map((r) => ({
      key: `${r.sportId}-${r.playType}`,
      label: playTypeLabel(r.sportId, r.playType),
      record: r.record,
    })),
  ];
  const monthly: Row[] = records.monthly.map((m) => ({ key: m.month, label: m.month, record: m.record }));
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <RecordTable title={t("byPlayType")} first={t("playTypeColumn")} rows={byPlay} />
      {monthly.length ? <RecordTable title={t("monthly")} first={t("month")} rows={monthly} /> : null}
    </div>
  );
}

function RecordTable({ title, first, rows }: { title: string; first: string; rows: Row[] }) {
  const t = useTranslations("expert.record");
  return (
    <table className="w-full text-sm">
      <caption className="pb-2 text-left font-semibold text-ink">{title}</caption>
      <thead className="bg-surface text-ink-soft">
        <tr>
          <th className="px-2 py-1.5 text-left font-normal">{first}</th>
          <th className="px-2 py-1.5 font-normal">{t("planCount")}</th>
          <th className="px-2 py-1.5 font-normal">{t("hitRate")}</th>
          <th className="px-2 py-1.5 font-normal">{t("returnRate")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className="border-b border-surface text-center tabular-nums">
            <td className="px-2 py-1.5 text-left">{r.label}</td>
            <td className="px-2 py-1.5">{r.record.settled}</td>
            <td className="px-2 py-1.5">{formatNumber(r.record.hitRate, 1)}%</td>
            <td className="px-2 py-1.5">{formatNumber(r.record.returnRate, 1)}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
