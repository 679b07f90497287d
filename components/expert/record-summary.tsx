import { useTranslations } from "next-intl";
import type { ExpertRecord } from "@/lib/contracts/expert-plans";
import { formatNumber } from "@/lib/format/number";

/** 近10中7 · 连红 · 命中率 · 回报率 · 方案数 as four big figures. */
export function RecordSummary({ record }: { record: ExpertRecord }) {
  const t = useTranslations("expert.record");
  const figures = [
    {
      key: "recent",
      label: t("recent", { total: record.recentCount, hits: record.recentHits }),
      value: `${record.recentHits}/${record.recentCount}`,
    },
    { key: "streak", label: t("streak", { count: record.streak }), value: String(record.streak) },
    { key: "hitRate", label: t("hitRate"), value: `${formatNumber(record.hitRate, 1)}%` },
    { key: "returnRate", label: t("returnRate"), value: `${formatNumber(record.returnRate, 1)}%` },
    { key: "settled", label: t("settled"), value: String(record.settled) },
  ];
  return (
    <dl
      className="grid grid-cols-5 divide-x divide-surface rounded-lg bg-surface py-3 text-center"
      data-testid="record-summary"
    >
      {figures.map((f) => (
        <div key={f.key} className="flex flex-col-reverse">
          <dt className="mt-0.5 text-xs text-ink-mute">{f.label}</dt>
          <dd className="text-lg font-semibold text-brand tabular-nums">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
