"use client";
import { useTranslations } from "next-intl";
import { Fragment, useState } from "react";
import useSWR from "swr";
import { Panel } from "@/components/anchor/panel";
import { SiteLink } from "@/components/layout/site-link";
import { TeamNameLink } from "@/components/match/team-name-link";
import { buttonClass } from "@/components/ui/button";
import { dataOf } from "@/lib/api/use-anchor";
import { expertPlansApi } from "@/lib/api/expert-plans-client";
import { PLAN_STATUS_LABELS, type PlanStatusCode } from "@/lib/codes/expert-plans";
import { formatMonthDayTime } from "@/lib/format/date";
import { formatNumber } from "@/lib/format/number";
import { planHref, playTypeLabel } from "./plan-labels";
import { RecordSummary } from "./record-summary";
import { ResultBadge } from "./result-badge";

const PAGE_SIZE = 20;

/** 推荐历史: my record, my income, and every plan I published with its sales and result. */
export function MyPlans() {
  const t = useTranslations("expert.records");
  const [page, setPage] = useState(1);
  const records = useSWR("expert/my-records", () => dataOf(expertPlansApi.myRecords()));
  const income = useSWR("expert/income", () => dataOf(expertPlansApi.income()));
  const plans = useSWR(["expert/my-plans", page], () => dataOf(expertPlansApi.myPlans(page)));
  const rows = plans.data?.list ?? [];
  const last = Math.max(1, Math.ceil((plans.data?.total ?? 0) / PAGE_SIZE));
  return (
    <div className="space-y-4">
      <Panel
        title={t("heading")}
        aside={
          income.data ? (
            <p className="text-sm text-ink-soft" data-testid="my-income">
              {t("totalIncome")}{" "}
              <b className="text-brand tabular-nums">{formatNumber(income.data.totalEarned, 0)}</b>
              <span className="mx-2 text-black/10">|</span>
              {t("totalSales")} <b className="tabular-nums">{formatNumber(income.data.sales, 0)}</b>
            </p>
          ) : null
        }
      >
        {records.data ? <RecordSummary record={records.data.overall} /> : null}
      </Panel>
      <Panel>
        {plans.data && rows.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-10 text-sm text-ink-mute">
            {t("empty")}
            <SiteLink href="/recommend/comList" className={buttonClass()}>
              {t("publishFirst")}
            </SiteLink>
          </div>
        ) : (
          <table className="w-full text-sm" data-testid="my-plans">
            <thead className="bg-surface text-ink-soft">
              <tr>
                <th className="px-2 py-2 text-left font-normal">{t("match")}</th>
                <th className="px-2 py-2 font-normal">{t("playType")}</th>
                <th className="px-2 py-2 font-normal">{t("price")}</th>
                <th className="px-2 py-2 font-normal">{t("sales")}</th>
                <th className="px-2 py-2 font-normal">{t("income")}</th>
                <th className="px-2 py-2 font-normal">{t("status")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((plan) => (
                <tr key={plan.id} className="border-b border-surface text-center tabular-nums">
                  <td className="px-2 py-2 text-left">
                    <SiteLink href={planHref(plan.code)} className="font-medium hover:text-brand">
                      {plan.title}
                    </SiteLink>
                    <p className="text-xs text-ink-mute">
                      {formatMonthDayTime(plan.kickoff)}{" "}
                      {plan.matches.map((m, i) => (
                        <Fragment key={m.matchId}>
                          {i ? " / " : null}
                          <TeamNameLink sportId={m.sportId} team={m.home} /> vs{" "}
                          <TeamNameLink sportId={m.sportId} team={m.away} />
                        </Fragment>
                      ))}
                    </p>
                  </td>
                  <td className="px-2 py-2">{playTypeLabel(plan.sportId, plan.playType)}</td>
                  <td className="px-2 py-2">{plan.price}</td>
                  <td className="px-2 py-2">{plan.sales}</td>
                  <td className="px-2 py-2">{plan.income}</td>
                  <td className="px-2 py-2">
                    <span className="mr-1 text-ink-soft">
                      {PLAN_STATUS_LABELS[plan.status as PlanStatusCode] ?? ""}
                    </span>
                    <ResultBadge result={plan.result} size="sm" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {last > 1 ? (
          <div className="mt-4 flex justify-center gap-2 text-sm">
            {Array.from({ length: last }, (_, i) => i + 1).map((p) => (
              <button
                key={p}
                type="button"
                onClick={() => setPage(p)}
                aria-current={p === page ? "page" : undefined}
                className={`size-8 rounded ${p === page ? "bg-brand text-white" : "bg-surface"}`}
              >
                {p}
              </button>
            ))}
          </div>
        ) : null}
      </Panel>
    </div>
  );
}
