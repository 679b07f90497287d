import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { BannerCarousel } from "@/components/room/banner-carousel";
import { bannerSlides } from "@/components/room/banner-slides";
import { CategoryTabs } from "@/components/room/category-tabs";
import { EmptyState } from "@/components/room/empty-state";
import { ListPager } from "@/components/room/list-pager";
import {
  categoryPath,
  parseCategorySegment,
  parseRoomListParams,
  roomListHref,
} from "@/components/room/list-params";
import { LiveOnlyToggle } from "@/components/room/live-only-toggle";
import { RoomGrid } from "@/components/room/room-grid";
import { getBanners, getLiveNavs, getRoomPage, type LiveNav } from "@/lib/api/rooms";
import { BannerPosition, RoomListType } from "@/lib/codes/rooms";
import { queryOfPage } from "@/lib/page-query-server";
import { BreadcrumbJsonLd } from "@/lib/seo/breadcrumb-json-ld";
import { sectionMetadata } from "@/lib/seo/section-seo";

export const revalidate = 15;

export { generateStaticParams } from "@/lib/page-query-server";

/** The category of the URL segment, or null when the segment names none. */
async function categoryOf(
  segment: string,
): Promise<{ navId: number; navs: LiveNav[]; name?: string } | null> {
  const navId = parseCategorySegment(segment);
  if (navId === null) return null;
  const navs = await getLiveNavs();
  if (navId === 0) return { navId, navs };
  const nav = navs.find((n) => n.navId === navId);
  return nav ? { navId, navs, name: nav.name } : null;
}

export async function generateMetadata({ params }: PageProps<"/live/[id]/[[...query]]">): Promise<Metadata> {
  const t = await getTranslations("liveDirectory");
  const category = await categoryOf((await params).id);
  if (!category) return {};
  const title = category.name ? t("categoryTitle", { name: category.name }) : t("allTitle");
  // Canonical on the category's own path, whatever page or 只看直播 filter the URL carries.
  return sectionMetadata({
    title,
    description: t("description"),
    path: categoryPath(category.navId),
    keywords: [...(category.name ? [`${category.name}直播`] : []), "体育直播", "主播直播", "直播间"],
  });
}

/** 直播分类: the rooms of one category (or of all at /live/all), live first, 30 a page. */
export default async function LiveCategoryPage({ params }: PageProps<"/live/[id]/[[...query]]">) {
  const [category, query] = await Promise.all([
    categoryOf((await params).id),
    queryOfPage(params, "liveCategory"),
  ]);
  if (!category) notFound();
  const { page, liveOnly } = parseRoomListParams(query);
  const [t, banners, rooms] = await Promise.all([
    getTranslations("liveDirectory"),
    getBanners(BannerPosition.Live),
    getRoomPage({
      navId: category.navId,
      roomType: liveOnly ? RoomListType.Live : RoomListType.All,
      page,
    }),
  ]);
  const path = categoryPath(category.navId);
  const all = { name: t("allTitle"), path: categoryPath(0) };
  return (
    <div className="space-y-5 px-4">
      <BreadcrumbJsonLd
        crumbs={category.name ? [all, { name: t("categoryTitle", { name: category.name }), path }] : [all]}
      />
      {page === 1 ? <BannerCarousel slides={bannerSlides(banners)} /> : null}
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold">
          {category.name ? t("categoryTitle", { name: category.name }) : t("allTitle")}
        </h1>
        <LiveOnlyToggle
          on={liveOnly}
          href={roomListHref(path, { liveOnly: !liveOnly })}
          label={t("liveOnly")}
        />
      </header>
      <CategoryTabs
        navs={category.navs}
        active={category.navId}
        hrefOf={(navId) => roomListHref(categoryPath(navId), { liveOnly })}
      />
      <RoomGrid
        rooms={rooms.list}
        empty={<EmptyState title={liveOnly ? t("emptyLive") : t("empty")} hint={t("emptyHint")} />}
      />
      <ListPager
        page={rooms.page}
        total={rooms.total}
        pageSize={rooms.pageSize}
        hrefOf={(p) => roomListHref(path, { liveOnly, page: p })}
      />
    </div>
  );
}
