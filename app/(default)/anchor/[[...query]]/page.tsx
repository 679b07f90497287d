import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CategoryTabs } from "@/components/room/category-tabs";
import { EmptyState } from "@/components/room/empty-state";
import { ListPager } from "@/components/room/list-pager";
import { parseRoomListParams, roomListHref } from "@/components/room/list-params";
import { getLiveNavs, getRoomPage } from "@/lib/api/rooms";
import { queryOfPage } from "@/lib/page-query-server";
import { AnchorSearch } from "../_components/anchor-search";
import { AnchorTile } from "../_components/anchor-tile";
import { BreadcrumbJsonLd } from "@/lib/seo/breadcrumb-json-ld";
import { sectionMetadata } from "@/lib/seo/section-seo";

export const revalidate = 15;

export { generateStaticParams } from "@/lib/page-query-server";

const ANCHORS_PATH = "/anchor";

export async function generateMetadata({ params }: PageProps<"/anchor/[[...query]]">): Promise<Metadata> {
  const t = await getTranslations("anchorDirectory");
  const { word } = parseRoomListParams(await queryOfPage(params, "anchors"));
  // Categories and pages of the list point to /anchor; a search result is never indexed.
  return {
    ...sectionMetadata({
      title: word ? t("searchTitle", { word }) : t("title"),
      description: t("description"),
      path: ANCHORS_PATH,
      keywords: ["主播", "体育主播", "足球主播", "篮球主播", "直播间"],
    }),
    ...(word ? { robots: { index: false } } : {}),
  };
}

/** 主播: every anchor's room by category, the live ones first, searchable by nickname or title. */
export default async function AnchorDirectoryPage(props: PageProps<"/anchor/[[...query]]">) {
  const params = parseRoomListParams(await queryOfPage(props.params, "anchors"));
  const [t, navs, rooms] = await Promise.all([
    getTranslations("anchorDirectory"),
    getLiveNavs(),
    getRoomPage({ navId: params.navId, word: params.word, page: params.page }),
  ]);
  const hrefOf = (p: Partial<typeof params>) => roomListHref("/anchor", { ...params, ...p });
  return (
    <div className="space-y-5 px-4">
      <BreadcrumbJsonLd crumbs={[{ name: t("title"), path: ANCHORS_PATH }]} />
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-xl font-semibold">{t("title")}</h1>
          <p className="mt-1 text-sm text-ink-mute">
            {params.word
              ? t("found", { word: params.word, count: rooms.total })
              : t("intro", { count: rooms.total })}
          </p>
        </div>
        <AnchorSearch word={params.word} navId={params.navId} />
      </header>
      <CategoryTabs navs={navs} active={params.navId} hrefOf={(navId) => hrefOf({ navId, page: 1 })} />
      {rooms.list.length ? (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {rooms.list.map((room) => (
            <li key={room.roomId}>
              <AnchorTile room={room} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title={params.word ? t("noMatch", { word: params.word }) : t("empty")}
          hint={params.word ? t("noMatchHint") : t("emptyHint")}
        />
      )}
      <ListPager
        page={rooms.page}
        total={rooms.total}
        pageSize={rooms.pageSize}
        hrefOf={(page) => hrefOf({ page })}
      />
    </div>
  );
}
