import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BoardList } from "@/components/expert/board-list";
import { GuideNav } from "@/components/expert/guide-nav";
import { EmptyNote, ListSection } from "@/components/expert/list-section";
import { PlanCard } from "@/components/expert/plan-card";
import { getBoard, getPlans } from "@/lib/api/expert-plans";
import { BoardType, PlanPriceFilter, PlanSort, PlanStatus } from "@/lib/codes/expert-plans";
import { sectionMetadata } from "@/lib/seo/section-seo";
import { BreadcrumbJsonLd } from "@/lib/seo/breadcrumb-json-ld";

export const revalidate = 30;

const FEED_SIZE = 30;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("expert.meta");
  return sectionMetadata({
    title: t("youliaoTitle"),
    description: t("youliaoDescription"),
    path: "/youliao",
    keywords: ["有料", "专家方案", "足球推荐", "免费方案"],
  });
}

/** 有料: the newest plans on sale as one feed, with the hot plans, free plans and the 连红 board beside it. */
export default async function YouliaoPage() {
  const [t, latest, hot, free, streak] = await Promise.all([
    getTranslations("expert"),
    getPlans({ status: PlanStatus.OnSale, sort: PlanSort.Newest, pageSize: FEED_SIZE }),
    getPlans({ status: PlanStatus.OnSale, sort: PlanSort.Hot, pageSize: 5 }),
    getPlans({ status: PlanStatus.OnSale, sort: PlanSort.Newest, price: PlanPriceFilter.Free, pageSize: 5 }),
    getBoard(BoardType.Streak, 10),
  ]);
  return (
    <div className="space-y-4">
      <BreadcrumbJsonLd crumbs={[{ name: t("meta.youliaoTitle"), path: "/youliao" }]} />
      <GuideNav active="youliao" />
      <div className="grid gap-5 lg:grid-cols-[1fr_340px]">
        <ListSection title={t("youliao.latest")}>
          <h1 className="sr-only">{t("youliao.heading")}</h1>
          <p className="text-sm text-ink-soft">{t("youliao.intro")}</p>
          {latest.list.length ? (
            <div className="space-y-3" data-testid="youliao-feed">
              {latest.list.map((plan) => (
                <PlanCard key={plan.id} plan={plan} />
              ))}
            </div>
          ) : (
            <EmptyNote text={t("hub.noPlans")} />
          )}
        </ListSection>
        <aside className="space-y-4">
          <ListSection title={t("youliao.hot")}>
            {hot.list.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </ListSection>
          <ListSection title={t("youliao.free")}>
            {free.list.length ? (
              free.list.map((plan) => <PlanCard key={plan.id} plan={plan} />)
            ) : (
              <EmptyNote text={t("hub.noFree")} />
            )}
          </ListSection>
          <BoardList title={t("board.streak")} rows={streak} empty={t("board.empty")} />
        </aside>
      </div>
    </div>
  );
}
