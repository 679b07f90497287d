import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PlaybackCard } from "@/components/playback/playback-card";
import { replayListHref } from "@/components/playback/playback-links";
import { EmptyState } from "@/components/room/empty-state";
import { ListPager } from "@/components/room/list-pager";
import { roomHref } from "@/components/room/room-card";
import { UserAvatar } from "@/components/user/user-avatar";
import { getRoomReplays } from "@/lib/api/playback";
import { getRoomDetail } from "@/lib/api/rooms";
import { queryOfPage } from "@/lib/page-query-server";
import { parseId } from "@/lib/parse-id";
import { BreadcrumbJsonLd } from "@/lib/seo/breadcrumb-json-ld";
import { sectionMetadata } from "@/lib/seo/section-seo";

type Props = { params: Promise<{ id: string; query?: string[] }> };

const MAX_PAGE = 1000;

export const revalidate = 60;

export { generateStaticParams } from "@/lib/page-query-server";

const pageOf = (raw: string | undefined) =>
  raw && /^\d{1,4}$/.test(raw) ? Math.min(Math.max(Number(raw), 1), MAX_PAGE) : 1;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const roomId = parseId((await params).id);
  if (!roomId) return {};
  const [t, room] = await Promise.all([getTranslations("playback.meta"), getRoomDetail(roomId)]);
  const name = room?.anchor.nickName;
  // Canonical on the room's list itself, whatever ?page= the URL carries.
  return sectionMetadata({
    title: name ? t("listTitle", { name }) : t("listTitleRoom", { roomId }),
    description: t("listDescription", { name: name ?? String(roomId) }),
    path: replayListHref(roomId),
    keywords: [...(name ? [`${name}回放`, name] : []), "直播回放", "比赛录像"],
  });
}

/** 直播回放: every replay of one room, newest first, a page at a time. */
export default async function RoomReplaysPage({ params }: Props) {
  const roomId = parseId((await params).id);
  if (!roomId) notFound();
  const page = pageOf((await queryOfPage(params, "replays")).page);
  const [t, replays, room] = await Promise.all([
    getTranslations("playback"),
    getRoomReplays(roomId, page),
    getRoomDetail(roomId),
  ]);
  if (!replays) notFound();
  const title = room
    ? t("meta.listTitle", { name: room.anchor.nickName })
    : t("meta.listTitleRoom", { roomId });
  return (
    <div className="space-y-5 px-4">
      <BreadcrumbJsonLd
        crumbs={[
          ...(room ? [{ name: room.title, path: roomHref(roomId) }] : []),
          { name: title, path: replayListHref(roomId) },
        ]}
      />
      <header className="flex flex-wrap items-center gap-3">
        {room ? <UserAvatar src={room.anchor.portrait} name={room.anchor.nickName} size={44} /> : null}
        <div className="min-w-0 flex-1">
          <h1 className="text-xl font-semibold">{title}</h1>
          <p className="text-sm text-ink-mute">{t("list.count", { total: replays.total })}</p>
        </div>
        <Link
          href={roomHref(roomId)}
          className="rounded-full px-4 py-1.5 text-sm text-brand ring-1 ring-brand hover:bg-brand-light"
        >
          {t("list.backToRoom")}
        </Link>
      </header>
      {replays.list.length ? (
        <div className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          {replays.list.map((item) => (
            <PlaybackCard key={item.recordId} item={item} />
          ))}
        </div>
      ) : (
        <EmptyState title={t("list.heading")} hint={t("list.empty")} />
      )}
      <ListPager
        page={replays.page}
        total={replays.total}
        pageSize={replays.pageSize}
        hrefOf={(p) => (p > 1 ? `${replayListHref(roomId)}?page=${p}` : replayListHref(roomId))}
      />
    </div>
  );
}
