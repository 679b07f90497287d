import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ApplyView } from "@/components/anchor/apply/apply-view";
import { SignedInGate } from "@/components/anchor/anchor-gate";
import { privateMetadata } from "@/lib/seo/section-seo";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("anchor.apply");
  const heads = await getTranslations("privateHeads");
  return privateMetadata({ title: t("title"), description: heads("anchorApply") });
}

/** Guarded by middleware (SPEC §6); the gate still covers a session that ends while the page is open. */
export default function ApplyPage() {
  return (
    <div className="mx-auto max-w-4xl">
      <SignedInGate>
        <ApplyView />
      </SignedInGate>
    </div>
  );
}
