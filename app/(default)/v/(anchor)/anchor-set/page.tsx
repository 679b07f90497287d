import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AnchorCentre } from "@/components/anchor/centre/anchor-centre";
import { privateMetadata } from "@/lib/seo/section-seo";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("anchor.menu");
  const heads = await getTranslations("privateHeads");
  return privateMetadata({ title: t("centre"), description: heads("anchorCentre") });
}

export default function AnchorSetPage() {
  return <AnchorCentre />;
}
