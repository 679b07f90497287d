import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BannerCarousel } from "@/components/room/banner-carousel";
import { getHomeData } from "@/lib/api/portal";
import { getBanners, getHotRooms } from "@/lib/api/rooms";
import { BannerPosition } from "@/lib/codes/rooms";
import { AppPromo } from "./_components/app-promo";
import { ExpertsSection } from "./_components/experts-section";
import { HeroPanel } from "./_components/hero-panel";
import { HotAnchors } from "./_components/hot-anchors";
import { HotMatches } from "./_components/hot-matches";
import { HotRooms } from "./_components/hot-rooms";

export const revalidate = 30;

const HOT_ROOMS_SIZE = 8;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("home");
  return { title: { absolute: t("title") } };
}

export default async function HomePage() {
  const [{ anchors, experts, hotWords, hotMatches }, banners, hotRooms] = await Promise.all([
    getHomeData(),
    getBanners(BannerPosition.Home),
    getHotRooms(HOT_ROOMS_SIZE),
  ]);
  return (
    <div className="mx-auto max-w-site space-y-6 px-4 py-6">
      <BannerCarousel banners={banners} />
      <HeroPanel hotWords={hotWords} />
      <HotMatches matches={hotMatches} />
      <HotRooms rooms={hotRooms} />
      <HotAnchors anchors={anchors} />
      <ExpertsSection experts={experts} />
      <AppPromo />
    </div>
  );
}
