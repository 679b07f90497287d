import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ZoneView } from "@/components/anchor/zone/zone-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("anchor.menu");
  return { title: t("zone"), robots: { index: false } };
}

export default function AnchorZonePage() {
  return <ZoneView />;
}
