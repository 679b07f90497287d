import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { personalHref } from "@/lib/codes/personal-tabs";
import { RANK_TYPE_LABELS, RANK_TYPES, rankTypeFromSlug, rankTypeSlug } from "@/lib/codes/rank-types";
import { getAnchorRank, getRichRank } from "@/lib/api/rooms";
import { formatCompact } from "@/lib/format/number";
import { queryOfPage } from "@/lib/page-query-server";
import { RankList } from "../_components/rank-list";
import { LiveStatus } from "@/lib/codes/rooms";
import { sectionMetadata } from "@/lib/seo/section-seo";
import { BreadcrumbJsonLd } from "@/lib/seo/breadcrumb-json-ld";

export const revalidate = 60;

export { generateStaticParams } from "@/lib/page-query-server";

const RANK_SIZE = 20;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("liveRank");
  return sectionMetadata({
    title: t("title"),
    description: t("description"),
    path: "/live/rank",
    keywords: ["主播排行榜", "土豪榜", "直播排行"],
  });
}

/** 排行榜: anchors by gifts received and fans by diamonds given, over the window in the URL. */
export default async function LiveRankPage({ params }: PageProps<"/live/rank/[[...query]]">) {
  const rankType = rankTypeFromSlug((await queryOfPage(params, "liveRank")).range);
  const [t, anchors, rich] = await Promise.all([
    getTranslations("liveRank"),
    getAnchorRank(rankType, RANK_SIZE),
    getRichRank(rankType, RANK_SIZE),
  ]);
  return (
    <div className="space-y-5 px-4">
      <BreadcrumbJsonLd crumbs={[{ name: t("title"), path: "/live/rank" }]} />
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">{t("title")}</h1>
          <p className="mt-1 text-sm text-ink-mute">{t("intro")}</p>
        </div>
        <nav aria-label={t("ranges")} className="flex rounded-full bg-white p-1 ring-1 ring-black/10">
          {RANK_TYPES.map((code) => (
            <Link
              key={code}
              href={code === RANK_TYPES[0] ? "/live/rank" : `/live/rank?range=${rankTypeSlug(code)}`}
              aria-current={code === rankType ? "page" : undefined}
              className={`rounded-full px-4 py-1 text-sm ${code === rankType ? "bg-brand text-white" : "text-ink-soft hover:text-brand"}`}
            >
              {RANK_TYPE_LABELS[code]}
            </Link>
          ))}
        </nav>
      </header>
      <div className="grid gap-5 md:grid-cols-2">
        <RankList
          title={t("anchorTitle")}
          hint={t("anchorHint")}
          empty={t("anchorEmpty")}
          rows={anchors.map((a) => ({
            key: a.anchorId,
            rank: a.rank,
            portrait: a.portrait,
            nickName: a.nickName,
            level: a.level,
            live: a.liveStatus === LiveStatus.Live,
            href: `/live/room/${a.roomId}`,
            value: t("received", { value: formatCompact(a.score) }),
          }))}
        />
        <RankList
          title={t("richTitle")}
          hint={t("richHint")}
          empty={t("richEmpty")}
          rows={rich.map((r) => ({
            key: r.userId,
            rank: r.rank,
            portrait: r.portrait,
            nickName: r.nickName,
            level: r.level,
            badge: r.nobility?.name,
            href: personalHref({ id: r.userId, isAnchor: 0 }),
            value: t("given", { value: formatCompact(r.total) }),
          }))}
        />
      </div>
    </div>
  );
}
