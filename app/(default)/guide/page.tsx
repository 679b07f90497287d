import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { BoardList } from "@/components/expert/board-list";
import { EXPERT_APPLY_HREF } from "@/components/expert/expert-apply-href";
import { ExpertTile } from "@/components/expert/expert-tile";
import { GuideNav } from "@/components/expert/guide-nav";
import { EmptyNote, ListSection, PlanGrid } from "@/components/expert/list-section";
import { getBoard, getPlans, getRecommendedExperts } from "@/lib/api/expert-plans";
import { BoardType, PlanPriceFilter, PlanSort, PlanStatus } from "@/lib/codes/expert-plans";
import { GUIDE_CRUMB, sectionMetadata } from "@/lib/seo/section-seo";
import { BreadcrumbJsonLd } from "@/lib/seo/breadcrumb-json-ld";

export const revalidate = 30;

const BOARD_SIZE = 10;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("expert.meta");
  return sectionMetadata({
    title: t("guideTitle"),
    description: t("guideDescription"),
    path: "/guide",
    keywords: ["专家推荐", "足球推荐", "篮球推荐", "专家方案"],
  });
}

/** 专家首页: hot plans, the three boards, free plans and recommended experts. */
export default async function GuidePage() {
  const [t, hot, free, experts, hitRate, streak, returnRate] = await Promise.all([
    getTranslations("expert"),
    getPlans({ status: PlanStatus.OnSale, sort: PlanSort.Hot, price: PlanPriceFilter.Paid, pageSize: 6 }),
    getPlans({
      status: PlanStatus.OnSale,
      sort: PlanSort.KickoffSoon,
      price: PlanPriceFilter.Free,
      pageSize: 6,
    }),
    getRecommendedExperts(6),
    getBoard(BoardType.HitRate, BOARD_SIZE),
    getBoard(BoardType.Streak, BOARD_SIZE),
    getBoard(BoardType.ReturnRate, BOARD_SIZE),
  ]);
  const more = (href: string, label: string) => (
    <Link href={href} className="text-sm text-ink-mute hover:text-brand">
      {label}
    </Link>
  );
  return (
    <div className="space-y-5">
      <BreadcrumbJsonLd crumbs={[GUIDE_CRUMB]} />
      <GuideNav active="hub" />
      <header className="flex items-center justify-between rounded-lg bg-white p-5 shadow-sm">
        <div>
          <h1 className="text-xl font-semibold text-ink">{t("hub.heading")}</h1>
          <p className="mt-1 text-sm text-ink-soft">{t("hub.intro")}</p>
        </div>
        <Link href={EXPERT_APPLY_HREF} className="text-sm text-brand hover:underline">
          {t("nav.becomeExpert")}
        </Link>
      </header>
      <div className="grid gap-5 lg:grid-cols-[1fr_320px]">
        <div className="space-y-5">
          <ListSection title={t("hub.hotPlans")} aside={more("/guide/expert/plan", t("hub.morePlans"))}>
            {hot.list.length ? <PlanGrid plans={hot.list} /> : <EmptyNote text={t("hub.noPlans")} />}
          </ListSection>
          <ListSection
            title={t("hub.freePlans")}
            aside={more("/guide/expert/plan?price=free", t("hub.morePlans"))}
          >
            {free.list.length ? <PlanGrid plans={free.list} /> : <EmptyNote text={t("hub.noFree")} />}
          </ListSection>
          <ListSection title={t("nav.experts")} aside={more("/guide/expert", t("hub.moreExperts"))}>
            <div className="grid gap-3 md:grid-cols-2">
              {experts.map((e) => (
                <ExpertTile key={e.userId} expert={e} />
              ))}
            </div>
          </ListSection>
        </div>
        <aside className="space-y-4" aria-label={t("hub.boards")}>
          <BoardList title={t("board.hitRate")} rows={hitRate} empty={t("board.empty")} />
          <BoardList title={t("board.streak")} rows={streak} empty={t("board.empty")} />
          <BoardList title={t("board.returnRate")} rows={returnRate} empty={t("board.empty")} />
        </aside>
      </div>
    </div>
  );
}
