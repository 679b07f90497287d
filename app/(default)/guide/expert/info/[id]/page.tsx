import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ExpertHistoryChart } from "@/components/expert/expert-history-chart";
import { FollowExpertButton } from "@/components/expert/follow-expert-button";
import { GuideNav } from "@/components/expert/guide-nav";
import { PlanCard } from "@/components/expert/plan-card";
import { RecordSummary } from "@/components/expert/record-summary";
import { RecordTables } from "@/components/expert/record-tables";
import { PlanHistory } from "@/components/expert/plan-history";
import { UserAvatar } from "@/components/user/user-avatar";
import { getExpertCard, getExpertRecords, getPlans } from "@/lib/api/expert-plans";
import { PlanSort, PlanStatus } from "@/lib/codes/expert-plans";
import { parseId } from "@/lib/parse-id";
import { JsonLd } from "@/lib/seo/json-ld";
import { expertJsonLd, expertMetadata } from "@/lib/seo/section-seo";

export const revalidate = 30;

const HISTORY_SIZE = 30;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<"/guide/expert/info/[id]">): Promise<Metadata> {
  const id = parseId((await params).id);
  const [expert, t] = await Promise.all([id ? getExpertCard(id) : null, getTranslations("expert.meta")]);
  return expert ? expertMetadata(expert, t("expertTitle", { name: expert.nickName })) : {};
}

/** An expert: profile, record chart, record tables, plans on sale and settled history. */
export default async function ExpertPage({ params }: PageProps<"/guide/expert/info/[id]">) {
  const id = parseId((await params).id);
  if (!id) notFound();
  const [expert, records, onSale, settled, t] = await Promise.all([
    getExpertCard(id),
    getExpertRecords(id),
    getPlans({ expertId: id, status: PlanStatus.OnSale, sort: PlanSort.KickoffSoon, pageSize: 20 }),
    getPlans({ expertId: id, status: PlanStatus.Settled, sort: PlanSort.Newest, pageSize: HISTORY_SIZE }),
    getTranslations("expert"),
  ]);
  if (!expert) notFound();
  return (
    <div className="space-y-4">
      <JsonLd nodes={expertJsonLd(expert)} />
      <GuideNav />
      <section className="flex items-start gap-5 rounded-lg bg-white p-6 shadow-sm">
        <UserAvatar src={expert.portrait} name={expert.nickName} size={88} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-xl font-semibold text-ink">{expert.nickName}</h1>
            <span className="rounded bg-brand-light px-2 py-0.5 text-xs text-brand">{expert.title}</span>
          </div>
          <p className="mt-2 text-sm leading-6 text-ink-soft">{expert.intro}</p>
          {expert.tags.length ? (
            <p className="mt-2 flex flex-wrap gap-1.5 text-xs text-ink-soft">
              <span>{t("expertPage.tags")}</span>
              {expert.tags.map((tag) => (
                <span key={tag} className="rounded border border-black/10 px-1.5">
                  {tag}
                </span>
              ))}
            </p>
          ) : null}
        </div>
        <FollowExpertButton expertId={expert.userId} followers={expert.followers} />
      </section>
      <section className="space-y-4 rounded-lg bg-white p-6 shadow-sm">
        <RecordSummary record={expert.record} />
        <ExpertHistoryChart settled={settled.list} />
        {records ? <RecordTables records={records} /> : null}
      </section>
      <section className="rounded-lg bg-white p-6 shadow-sm" aria-labelledby="on-sale">
        <h2 id="on-sale" className="mb-4 text-base font-semibold text-ink">
          {t("expertPage.onSale")}
        </h2>
        {onSale.list.length ? (
          <div className="grid gap-3 md:grid-cols-2">
            {onSale.list.map((plan) => (
              <PlanCard key={plan.id} plan={plan} showExpert={false} />
            ))}
          </div>
        ) : (
          <p className="py-6 text-center text-sm text-ink-mute">{t("expertPage.noOnSale")}</p>
        )}
      </section>
      <section className="rounded-lg bg-white p-6 shadow-sm" aria-labelledby="history">
        <h2 id="history" className="mb-4 text-base font-semibold text-ink">
          {t("expertPage.history")}
        </h2>
        <PlanHistory plans={settled.list} empty={t("expertPage.noHistory")} />
      </section>
    </div>
  );
}
