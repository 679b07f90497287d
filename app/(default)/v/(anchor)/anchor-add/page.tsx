import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ScheduleManager } from "@/components/anchor/schedule/schedule-manager";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("anchor.menu");
  return { title: t("schedule"), robots: { index: false } };
}

export default function AnchorAddPage() {
  return <ScheduleManager />;
}
