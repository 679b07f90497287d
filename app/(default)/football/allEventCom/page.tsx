import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LoadFailed } from "@/components/match/score-list/load-failed";
import { ScoreTabs } from "@/components/match/score-list/score-tabs";
import { getCompetitionTree } from "@/lib/api/match-lists";
import { CompetitionRegions } from "./_components/competition-regions";
import { sectionMetadata } from "@/lib/seo/section-seo";
import { BreadcrumbJsonLd } from "@/lib/seo/breadcrumb-json-ld";

export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("matchPages");
  return sectionMetadata({
    title: t("titles.allEventCom"),
    description: t("descriptions.allEventCom"),
    path: "/football/allEventCom",
    keywords: ["足球赛事", "足球联赛", "杯赛", "足球比分"],
  });
}

export default async function AllCompetitionsPage() {
  const t = await getTranslations("matchPages");
  const tree = await getCompetitionTree();
  return (
    <div className="space-y-3 px-4">
      <BreadcrumbJsonLd crumbs={[{ name: t("titles.allEventCom"), path: "/football/allEventCom" }]} />
      <ScoreTabs active="allEventCom" title={t("titles.allEventCom")} />
      {tree ? <CompetitionRegions tree={tree} /> : <LoadFailed />}
    </div>
  );
}
