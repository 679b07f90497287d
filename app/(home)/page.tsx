import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HeadlineCarousel } from "@/components/news/headline-carousel";
import { BannerCarousel } from "@/components/room/banner-carousel";
import { getNewsBanner, getNewsCategories, getNewsPage } from "@/lib/api/news";
import { getHighlights } from "@/lib/api/playback";
import { getHomeData } from "@/lib/api/portal";
import { getBanners, getHotRooms } from "@/lib/api/rooms";
import { HEADLINE_COLUMN } from "@/lib/codes/news";
import { BannerPosition } from "@/lib/codes/rooms";
import { AppPromo } from "./_components/app-promo";
import { ExpertsSection } from "./_components/experts-section";
import { HeroPanel } from "./_components/hero-panel";
import { HomeHighlights } from "./_components/home-highlights";
import { HotAnchors } from "./_components/hot-anchors";
import { HotMatches } from "./_components/hot-matches";
import { HotRooms } from "./_components/hot-rooms";
import { HeadlineList, NewsBlocks } from "./_components/news-blocks";

export const revalidate = 30;

const HOT_ROOMS_SIZE = 8;
const CAROUSEL_SIZE = 5;
const HEADLINES_SIZE = 13;
const BLOCK_SIZE = 6;
const HIGHLIGHTS_SIZE = 4;
/** The column blocks of the front page, in the order a fan reads them. */
const BLOCK_COLUMNS = [2, 3, 4, 11, 5, 9, 10, 12];

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("home");
  return { title: { absolute: t("title") }, description: t("heroText") };
}

/** The portal's front page: news and scores first, then live rooms, replays, anchors and experts. */
export default async function HomePage() {
  const [
    t,
    { anchors, experts, hotWords, hotMatches },
    banners,
    hotRooms,
    carousel,
    headlines,
    categories,
    highlights,
  ] = await Promise.all([
    getTranslations("home"),
    getHomeData(),
    getBanners(BannerPosition.Home),
    getHotRooms(HOT_ROOMS_SIZE),
    getNewsBanner(CAROUSEL_SIZE),
    getNewsPage(HEADLINE_COLUMN, 1),
    getNewsCategories(BLOCK_SIZE),
    getHighlights(0, HIGHLIGHTS_SIZE),
  ]);
  const blocks = BLOCK_COLUMNS.flatMap((no) => categories.filter((c) => c.columnNo === no));
  return (
    <div className="mx-auto max-w-site space-y-5 px-4 py-4">
      <h1 className="sr-only">{t("heroTitle")}</h1>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,4fr)_280px]">
        <HeadlineCarousel items={carousel} fill />
        <HeadlineList items={(headlines?.list ?? []).slice(0, HEADLINES_SIZE)} />
        <HeroPanel hotWords={hotWords} />
      </div>
      <HotMatches matches={hotMatches} />
      <NewsBlocks categories={blocks} />
      <HotRooms rooms={hotRooms} />
      <BannerCarousel banners={banners} />
      <HomeHighlights items={highlights?.list ?? []} />
      <HotAnchors anchors={anchors} />
      <ExpertsSection experts={experts} />
      <AppPromo />
    </div>
  );
}
