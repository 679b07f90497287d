import { useTranslations } from "next-intl";
import type { PlanTeaser } from "@/lib/contracts/expert-plans";
import { PlanCard } from "./plan-card";
import { PublishHereLink } from "./publish-here-link";

/** 方案 tab of a match: the experts' plans on it, and for experts a way to publish one. */
export function MatchPlanList({ plans, upcoming }: { plans: PlanTeaser[]; upcoming: boolean }) {
  const t = useTranslations("expert.matchPlans");
  return (
    <section className="rounded-lg bg-white p-5 shadow-sm">
      <div className="mb-4 flex items-center justify-between">
        <h2 className="text-base font-semibold text-ink">{t("heading")}</h2>
        {upcoming ? <PublishHereLink label={t("publish")} /> : null}
      </div>
      {plans.length ? (
        <div className="grid gap-3 md:grid-cols-2">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
      ) : (
        <p className="py-10 text-center text-sm text-ink-mute">{t("empty")}</p>
      )}
    </section>
  );
}
