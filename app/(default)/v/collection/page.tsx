import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SignedInGate } from "@/components/anchor/anchor-gate";
import { MyCollection } from "@/components/news/my-collection";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("news.collection");
  return { title: t("title"), robots: { index: false } };
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
