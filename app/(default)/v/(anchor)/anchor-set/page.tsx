import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AnchorCentre } from "@/components/anchor/centre/anchor-centre";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("anchor.menu");
  return { title: t("centre"), robots: { index: false } };
}

export default function AnchorSetPage() {
  return <AnchorCentre />;
}
