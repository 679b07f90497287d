import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SignedInGate } from "@/components/anchor/anchor-gate";
import { ExpertApplyView } from "@/components/expert/expert-apply-view";
import { privateMetadata } from "@/lib/seo/section-seo";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("expert.meta");
  const heads = await getTranslations("privateHeads");
  return privateMetadata({ title: t("applyTitle"), description: heads("expertApply") });
}

/** 申请成为专家, in the account area (guarded: the path contains /v). */
export default function ExpertApplyPage() {
  return (
    <div className="mx-auto max-w-4xl">
      <SignedInGate>
        <ExpertApplyView />
      </SignedInGate>
    </div>
  );
}
