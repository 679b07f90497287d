import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ScheduleManager } from "@/components/anchor/schedule/schedule-manager";
import { privateMetadata } from "@/lib/seo/section-seo";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("anchor.menu");
  const heads = await getTranslations("privateHeads");
  return privateMetadata({ title: t("schedule"), description: heads("schedule") });
}

export default function AnchorAddPage() {
  return <ScheduleManager />;
}
