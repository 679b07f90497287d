import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HeadlineCarousel } from "@/components/news/headline-carousel";
import { BannerCarousel } from "@/components/room/banner-carousel";
import { bannerSlides } from "@/components/room/banner-slides";
import { getFootballLeague } from "@/lib/api/database";
import { getNewsBanner, getNewsCategories, getNewsPage } from "@/lib/api/news";
import { getHighlights } from "@/lib/api/playback";
import { getHomeData } from "@/lib/api/portal";
import { getBanners, getHotRooms } from "@/lib/api/rooms";
import { HEADLINE_COLUMN } from "@/lib/codes/news";
import { BannerPosition } from "@/lib/codes/rooms";
import { JsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { homeJsonLd } from "@/lib/seo/section-seo";
import { AppPromo } from "./_components/app-promo";
import { ExpertsSection } from "./_components/experts-section";
import { HeroPanel } from "./_components/hero-panel";
import { HomeStandings } from "./_components/home-standings";
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
const BLOCK_COLUMNS = [2, 3, 4, 11, 5, 6, 9, 10, 12];
/** The tables beside the news blocks: 英超, 西甲, 德甲, 意甲, 法甲, 中超 (server/seed/sports/leagues.ts ids). */
const STANDINGS_LEAGUES = [36, 31, 8, 34, 11, 60];

export async function generateMetadata(): Promise<Metadata> {
  const [t, meta] = await Promise.all([getTranslations("home"), getTranslations("layout.meta")]);
  const head = pageMetadata({
    title: t("title"),
    description: t("heroText"),
    keywords: meta("keywords").split(","),
    path: "/",
  });
  return { ...head, title: { absolute: t("title") } };
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
    standings,
  ] = await Promise.all([
    getTranslations("home"),
    getHomeData(),
    getBanners(BannerPosition.Home),
    getHotRooms(HOT_ROOMS_SIZE),
    getNewsBanner(CAROUSEL_SIZE),
    getNewsPage(HEADLINE_COLUMN, 1),
    getNewsCategories(BLOCK_SIZE),
    getHighlights(0, HIGHLIGHTS_SIZE),
    Promise.all(STANDINGS_LEAGUES.map((id) => getFootballLeague(id))),
  ]);
  const blocks = BLOCK_COLUMNS.flatMap((no) => categories.filter((c) => c.columnNo === no));
  return (
    <div className="mx-auto max-w-site space-y-5 px-4 py-4">
      <JsonLd nodes={homeJsonLd(t("heroText"))} />
      <h1 className="sr-only">{t("heroTitle")}</h1>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,4fr)_280px]">
        <HeadlineCarousel items={carousel} fill />
        <HeadlineList items={(headlines?.list ?? []).slice(0, HEADLINES_SIZE)} />
        <HeroPanel hotWords={hotWords} />
      </div>
      <HotMatches matches={hotMatches} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_300px]">
        <NewsBlocks categories={blocks} />
        <HomeStandings leagues={standings.filter((l) => l !== null)} />
      </div>
      <HotRooms rooms={hotRooms} />
      <BannerCarousel slides={bannerSlides(banners)} />
      <HomeHighlights items={highlights?.list ?? []} />
      <HotAnchors anchors={anchors} />
      <ExpertsSection experts={experts} />
      <AppPromo />
    </div>
  );
}
