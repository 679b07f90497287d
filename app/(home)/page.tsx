import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getHomeData } from "@/lib/api/portal";
import { AppPromo } from "./_components/app-promo";
import { ExpertsSection } from "./_components/experts-section";
import { HeroPanel } from "./_components/hero-panel";
import { HotAnchors } from "./_components/hot-anchors";
import { HotMatches } from "./_components/hot-matches";

export const revalidate = 30;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("home");
  return { title: { absolute: t("title") } };
}

export default async function HomePage() {
  const { anchors, experts, hotWords, hotMatches } = await getHomeData();
  return (
    <div className="mx-auto max-w-site space-y-6 px-4 py-6">
      <HeroPanel hotWords={hotWords} />
      <HotMatches matches={hotMatches} />
      <HotAnchors anchors={anchors} />
      <ExpertsSection experts={experts} />
      <AppPromo />
    </div>
  );
}
