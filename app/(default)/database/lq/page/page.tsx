import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DatabaseFrontPage } from "@/components/database/database-front";
import { LoadFailed } from "@/components/match/score-list/load-failed";
import { getDatabaseFront } from "@/lib/api/database";
import { sectionMetadata } from "@/lib/seo/section-seo";

export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("database.titles");
  return sectionMetadata({
    title: t("lqHome"),
    description: t("lqDescription"),
    path: "/database/lq/page",
    keywords: ["篮球资料库", "篮球数据", "NBA数据", "CBA数据"],
  });
}

export default async function LqDatabaseHomePage() {
  const data = await getDatabaseFront(2);
  return data ? <DatabaseFrontPage data={data} /> : <LoadFailed />;
}
