import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SignedInGate } from "@/components/anchor/anchor-gate";
import { MyCollection } from "@/components/news/my-collection";
import { privateMetadata } from "@/lib/seo/section-seo";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("news.collection");
  const heads = await getTranslations("privateHeads");
  return privateMetadata({ title: t("title"), description: heads("collection") });
}

/** 我的收藏. Guarded by middleware (SPEC §6); the gate covers a session that ends while open. */
export default async function CollectionPage() {
  const t = await getTranslations("news.collection");
  return (
    <div className="mx-auto max-w-4xl space-y-4 px-4">
      <h1 className="text-xl font-semibold">{t("title")}</h1>
      <SignedInGate>
        <MyCollection />
      </SignedInGate>
    </div>
  );
}
