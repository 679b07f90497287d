import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ExpertTile } from "@/components/expert/expert-tile";
import { FilterRow, pageHref, withQuery } from "@/components/expert/filter-row";
import { GuideNav } from "@/components/expert/guide-nav";
import { EmptyNote } from "@/components/expert/list-section";
import {
  pageOfQuery,
  playTypeOf,
  playTypeOptions,
  sportOf,
  sportOptions,
} from "@/components/expert/list-filters";
import { ListPager } from "@/components/room/list-pager";
import { getExperts } from "@/lib/api/expert-plans";
import { queryOfPage } from "@/lib/page-query-server";
import { BreadcrumbJsonLd } from "@/lib/seo/breadcrumb-json-ld";
import { GUIDE_CRUMB, sectionMetadata } from "@/lib/seo/section-seo";

export const revalidate = 60;

export { generateStaticParams } from "@/lib/page-query-server";

const PAGE_SIZE = 20;
const PATH = "/guide/expert";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("expert.meta");
  return sectionMetadata({
    title: t("expertsTitle"),
    description: t("expertsDescription"),
    path: PATH,
    keywords: ["足球专家", "篮球专家", "专家战绩", "命中率"],
  });
}

/** 全部专家, filtered by sport and by the play type they have a record in. */
export default async function ExpertsPage({ params }: PageProps<"/guide/expert/[[...query]]">) {
  const query = await queryOfPage(params, "experts");
  const sport = sportOf(query);
  const playType = playTypeOf(query, sport);
  const page = pageOfQuery(query);
  const [t, experts] = await Promise.all([
    getTranslations("expert"),
    getExperts({ sportId: sport, playType, page, pageSize: PAGE_SIZE }),
  ]);
  return (
    <div className="space-y-4">
      <BreadcrumbJsonLd crumbs={[GUIDE_CRUMB, { name: t("meta.expertsTitle"), path: PATH }]} />
      <GuideNav active="experts" />
      <div className="rounded-lg bg-white px-5 py-3 shadow-sm">
        <h1 className="sr-only">{t("meta.expertsTitle")}</h1>
        <FilterRow
          label={t("filters.sport")}
          options={sportOptions(t("filters.all"))}
          current={sport ? String(sport) : undefined}
          hrefFor={(v) => withQuery(PATH, {}, "sport", v)}
        />
        {sport ? (
          <FilterRow
            label={t("filters.playType")}
            options={playTypeOptions(sport, t("filters.all"))}
            current={playType ? String(playType) : undefined}
            hrefFor={(v) => withQuery(PATH, { sport: String(sport) }, "playType", v)}
          />
        ) : null}
      </div>
      {experts.list.length ? (
        <div className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
          {experts.list.map((e) => (
            <ExpertTile key={e.userId} expert={e} />
          ))}
        </div>
      ) : (
        <EmptyNote text={t("board.empty")} />
      )}
      <ListPager
        page={page}
        total={experts.total}
        pageSize={PAGE_SIZE}
        hrefOf={(p) => pageHref(PATH, query, p)}
      />
    </div>
  );
}
