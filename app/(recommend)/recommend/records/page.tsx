import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ExpertGate } from "@/components/expert/expert-gate";
import { MyPlans } from "@/components/expert/my-plans";
import { privateMetadata } from "@/lib/seo/section-seo";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("expert.meta");
  const heads = await getTranslations("privateHeads");
  return privateMetadata({ title: t("recordsTitle"), description: heads("records") });
}

/** 推荐历史 (guarded like every /recommend page). */
export default function RecommendRecordsPage() {
  return (
    <ExpertGate>
      <MyPlans />
    </ExpertGate>
  );
}
