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
    title: t("fbHome"),
    description: t("fbDescription"),
    path: "/database/fb/page",
    keywords: ["足球资料库", "足球数据", "积分榜", "射手榜"],
  });
}

export default async function FbDatabaseHomePage() {
  const data = await getDatabaseFront(1);
  return data ? <DatabaseFrontPage data={data} /> : <LoadFailed />;
}
