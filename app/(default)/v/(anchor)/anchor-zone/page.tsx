import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ZoneView } from "@/components/anchor/zone/zone-view";
import { privateMetadata } from "@/lib/seo/section-seo";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("anchor.menu");
  const heads = await getTranslations("privateHeads");
  return privateMetadata({ title: t("zone"), description: heads("zone") });
}

export default function AnchorZonePage() {
  return <ZoneView />;
}
