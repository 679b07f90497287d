import { useTranslations } from "next-intl";
import { planResultLabel } from "@/lib/codes/expert-plans";
import type { PlanTeaser } from "@/lib/contracts/expert-plans";
import { formatMonthDay } from "@/lib/format/date";
import { outcomeOf } from "./outcome";
import { RecordChart } from "./record-chart";

/** The record chart of an expert's settled plans (given newest first, drawn oldest first). */
export function ExpertHistoryChart({ settled }: { settled: PlanTeaser[] }) {
  const t = useTranslations("expert.record");
  if (!settled.length) return <p className="py-8 text-center text-sm text-ink-mute">{t("chartEmpty")}</p>;
  const points = [...settled].reverse().map((p) => ({
    outcome: outcomeOf(p.result),
    label: `${formatMonthDay(p.kickoff)} ${planResultLabel(p.result)}`,
  }));
  return (
    <RecordChart
      points={points}
      title={t("chartTitle")}
      legend={t("chartLegend")}
      outcomeLabel={(o) => (o === "hit" ? "红" : o === "miss" ? "黑" : "走")}
    />
  );
}
