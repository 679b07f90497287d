import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ExpertGate } from "@/components/expert/expert-gate";
import { MyPlans } from "@/components/expert/my-plans";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("expert.meta");
  return { title: t("recordsTitle"), robots: { index: false } };
}

/** 推荐历史 (guarded like every /recommend page). */
export default function RecommendRecordsPage() {
  return (
    <ExpertGate>
      <MyPlans />
    </ExpertGate>
  );
}
