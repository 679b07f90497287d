import Link from "next/link";
import { useTranslations } from "next-intl";
import { formatClock } from "@/components/player/format-clock";
import { CardThumb } from "@/components/room/card-thumb";
import { RoomCover } from "@/components/room/room-cover";
import type { PlaybackItem } from "@/lib/contracts/playback";
import { formatDate } from "@/lib/format/date";
import { formatCompact } from "@/lib/format/number";
import { GENERAL_COVER_NAV, playbackHref } from "./playback-links";

/** A replay or highlight in a list: a frame of it (or its cover) with length and price, title, plays and date. */
export function PlaybackCard({ item, dark = false }: { item: PlaybackItem; dark?: boolean }) {
  const t = useTranslations("playback");
  return (
    <Link
      href={playbackHref(item)}
      prefetch={false}
      data-record-id={item.recordId}
      className={`group block overflow-hidden rounded-lg ${dark ? "bg-white/5 hover:bg-white/10" : "bg-white shadow-sm ring-1 ring-black/5 hover:shadow-md"}`}
    >
      <div className="relative aspect-video overflow-hidden bg-ink">
        <RoomCover
          cover={item.cover}
          title={item.title}
          navId={item.match?.sportId ?? GENERAL_COVER_NAV}
          navName={item.match?.leagueName ?? t(`kinds.${item.kind === 2 ? 2 : 1}`)}
        />
        {item.thumb && !item.cover ? <CardThumb src={item.thumb} alt={item.title} /> : null}
        <span
          className={`absolute top-2 left-2 rounded-sm px-1.5 text-xs leading-5 text-white ${item.price > 0 ? "bg-amber-700" : "bg-black/60"}`}
        >
          {item.price > 0 ? t("price", { price: item.price }) : t("free")}
        </span>
        <span className="absolute right-2 bottom-1.5 rounded-sm bg-black/60 px-1.5 text-xs leading-5 text-white tabular-nums">
          {formatClock(item.duration)}
        </span>
      </div>
      <div className="p-2.5">
        <p
          className={`line-clamp-2 text-sm font-medium group-hover:text-brand ${dark ? "text-white/90" : "text-ink"}`}
        >
          {item.title}
        </p>
        <p className={`mt-1 flex justify-between text-xs ${dark ? "text-white/50" : "text-ink-mute"}`}>
          <span>{t("plays", { count: formatCompact(item.playCount) })}</span>
          <span>{formatDate(item.createdAt)}</span>
        </p>
      </div>
    </Link>
  );
}
