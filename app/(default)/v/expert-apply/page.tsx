import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SignedInGate } from "@/components/anchor/anchor-gate";
import { ExpertApplyView } from "@/components/expert/expert-apply-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("expert.meta");
  return { title: t("applyTitle"), robots: { index: false } };
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
