import Link from "next/link";
import { useTranslations } from "next-intl";
import type { PlanTeaser } from "@/lib/contracts/expert-plans";
import { formatMonthDayTime } from "@/lib/format/date";
import { planHref, playTypeLabel } from "./plan-labels";
import { ResultBadge } from "./result-badge";
import { TeamNameLink } from "@/components/match/team-name-link";

/** Settled plans as rows: when, which match, play type, title, 红/黑/走. */
export function PlanHistory({ plans, empty }: { plans: PlanTeaser[]; empty: string }) {
  const t = useTranslations("expert.plan");
  if (!plans.length) return <p className="py-6 text-center text-sm text-ink-mute">{empty}</p>;
  return (
    <table className="w-full text-sm" data-testid="plan-history">
      <thead className="bg-surface text-ink-soft">
        <tr>
          <th className="px-3 py-2 text-left font-normal">{t("match")}</th>
          <th className="px-3 py-2 text-left font-normal">{t("content")}</th>
          <th className="px-3 py-2 font-normal">{t("result")}</th>
        </tr>
      </thead>
      <tbody>
        {plans.map((plan) => (
          <tr key={plan.id} className="border-b border-surface">
            <td className="px-3 py-2 text-ink-soft">
              <span className="mr-2 text-xs text-ink-mute">{formatMonthDayTime(plan.kickoff)}</span>
              {plan.matches.map((m, i) => (
                <span key={m.matchId}>
                  {i > 0 ? " / " : null}
                  <TeamNameLink sportId={plan.sportId} team={m.home} /> {m.homeScore}:{m.awayScore}{" "}
                  <TeamNameLink sportId={plan.sportId} team={m.away} />
                </span>
              ))}
            </td>
            <td className="px-3 py-2">
              <Link href={planHref(plan.code)} className="hover:text-brand">
                <span className="mr-2 text-xs text-ink-mute">
                  {playTypeLabel(plan.sportId, plan.playType)}
                </span>
                {plan.title}
              </Link>
            </td>
            <td className="px-3 py-2 text-center">
              <ResultBadge result={plan.result} size="sm" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
