import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FilterRow, pageHref, withQuery } from "@/components/expert/filter-row";
import { GuideNav } from "@/components/expert/guide-nav";
import { EmptyNote, PlanGrid } from "@/components/expert/list-section";
import {
  pageOfQuery,
  playTypeOf,
  playTypeOptions,
  sportOf,
  sportOptions,
} from "@/components/expert/list-filters";
import { ListPager } from "@/components/room/list-pager";
import { getPlanLeagues, getPlans } from "@/lib/api/expert-plans";
import { PlanPriceFilter, PlanSort, PlanStatus } from "@/lib/codes/expert-plans";
import { PriceFilter } from "@/lib/codes/plan-filters";
import { queryOfPage } from "@/lib/page-query-server";
import { BreadcrumbJsonLd } from "@/lib/seo/breadcrumb-json-ld";
import { GUIDE_CRUMB, sectionMetadata } from "@/lib/seo/section-seo";

export const revalidate = 30;

export { generateStaticParams } from "@/lib/page-query-server";

const PAGE_SIZE = 20;
const PATH = "/guide/expert/plan";

const PRICE_CODES = {
  [PriceFilter.Free]: PlanPriceFilter.Free,
  [PriceFilter.Paid]: PlanPriceFilter.Paid,
} as const;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("expert.meta");
  return sectionMetadata({
    title: t("plansTitle"),
    description: t("plansDescription"),
    path: PATH,
    keywords: ["专家方案", "足球推荐", "篮球推荐", "不中退"],
  });
}

/** 在售方案, filtered by sport, league, play type, price and 不中退. */
export default async function PlansOnSalePage({ params }: PageProps<"/guide/expert/plan/[[...query]]">) {
  const query = await queryOfPage(params, "plansOnSale");
  const sport = sportOf(query);
  const playType = playTypeOf(query, sport);
  const leagueId = sport && query.league ? Number(query.league) : undefined;
  const price = query.price as keyof typeof PRICE_CODES | undefined;
  const refund = query.refund === "1";
  const page = pageOfQuery(query);
  const [t, plans, leagues] = await Promise.all([
    getTranslations("expert"),
    getPlans({
      status: PlanStatus.OnSale,
      sort: PlanSort.KickoffSoon,
      sportId: sport,
      leagueId,
      playType,
      price: price ? PRICE_CODES[price] : PlanPriceFilter.All,
      refundIfLose: refund ? 1 : undefined,
      page,
      pageSize: PAGE_SIZE,
    }),
    sport ? getPlanLeagues(sport) : Promise.resolve([]),
  ]);
  const all = t("filters.all");
  const href = (key: string) => (v: string | undefined) => withQuery(PATH, query, key, v);
  return (
    <div className="space-y-4">
      <BreadcrumbJsonLd crumbs={[GUIDE_CRUMB, { name: t("meta.plansTitle"), path: PATH }]} />
      <GuideNav active="plans" />
      <div className="rounded-lg bg-white px-5 py-3 shadow-sm">
        <h1 className="sr-only">{t("meta.plansTitle")}</h1>
        <FilterRow
          label={t("filters.sport")}
          options={sportOptions(all)}
          current={sport ? String(sport) : undefined}
          hrefFor={(v) => withQuery(PATH, {}, "sport", v)}
        />
        {sport ? (
          <>
            <FilterRow
              label={t("filters.league")}
              options={[
                { value: undefined, label: all },
                ...leagues.map((l) => ({ value: String(l.id), label: l.name })),
              ]}
              current={query.league}
              hrefFor={href("league")}
            />
            <FilterRow
              label={t("filters.playType")}
              options={playTypeOptions(sport, all)}
              current={playType ? String(playType) : undefined}
              hrefFor={href("playType")}
            />
          </>
        ) : null}
        <FilterRow
          label={t("filters.price")}
          options={[
            { value: undefined, label: all },
            { value: PriceFilter.Free, label: t("filters.free") },
            { value: PriceFilter.Paid, label: t("filters.paid") },
          ]}
          current={price}
          hrefFor={href("price")}
        />
        <FilterRow
          label={t("filters.refund")}
          options={[
            { value: undefined, label: all },
            { value: "1", label: t("filters.refundOnly") },
          ]}
          current={refund ? "1" : undefined}
          hrefFor={href("refund")}
        />
      </div>
      {plans.list.length ? <PlanGrid plans={plans.list} /> : <EmptyNote text={t("hub.noPlans")} />}
      <ListPager
        page={page}
        total={plans.total}
        pageSize={PAGE_SIZE}
        hrefOf={(p) => pageHref(PATH, query, p)}
      />
    </div>
  );
}
