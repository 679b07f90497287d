import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ExpertGate } from "@/components/expert/expert-gate";
import { PublishTabs } from "@/components/expert/publish/publish-tabs";
import { PublishForm } from "@/components/expert/publish/publish-form";
import { OVER_UNDER_MODES } from "@/components/expert/publish/publish-modes";
import { privateMetadata } from "@/lib/seo/section-seo";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("expert.meta");
  const heads = await getTranslations("privateHeads");
  return privateMetadata({ title: t("publishTitle"), description: heads("publishDaxiaoqiu") });
}

/** Guarded by middleware (SPEC §6: paths with 'recommend' need sign-in); the gate turns away non-experts. */
export default function RecommendDaxiaoqiuPage() {
  return (
    <ExpertGate>
      <PublishTabs />
      <PublishForm modes={OVER_UNDER_MODES} />
    </ExpertGate>
  );
}
