import Link from "next/link";
import { useTranslations } from "next-intl";
import { formatClock } from "@/components/player/format-clock";
import { roomHref } from "@/components/room/room-card";
import { UserAvatar } from "@/components/user/user-avatar";
import type { PlaybackDetail } from "@/lib/contracts/playback";
import { formatDate } from "@/lib/format/date";
import { formatCompact } from "@/lib/format/number";
import { replayListHref } from "./playback-links";
import { PlaybackMatchCard } from "./playback-match-card";
import { personalHref } from "@/lib/codes/personal-tabs";

/** Under the player: title, length, plays, date and price, the anchor with their room, the match. */
export function PlaybackInfo({ detail }: { detail: PlaybackDetail }) {
  const t = useTranslations("playback");
  return (
    <div className="mt-4 space-y-4">
      <div>
        <h1 className="text-xl font-semibold text-white">{detail.title}</h1>
        <p className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-sm text-white/55">
          <span>{t("duration", { clock: formatClock(detail.duration) })}</span>
          <span>{t("plays", { count: formatCompact(detail.playCount) })}</span>
          <span>{t("publishedAt", { date: formatDate(detail.createdAt) })}</span>
          <span className={detail.price > 0 ? "text-amber-400" : ""}>
            {detail.price > 0 ? t("price", { price: detail.price }) : t("free")}
          </span>
        </p>
      </div>
      {detail.anchor && detail.roomId ? (
        <section
          aria-label={t("anchor.title")}
          className="flex items-center gap-3 rounded-lg bg-[#1e2029] p-4"
        >
          <UserAvatar src={detail.anchor.portrait} name={detail.anchor.nickName} size={48} />
          <div className="min-w-0 flex-1">
            <p className="text-xs text-white/50">{t("anchor.title")}</p>
            <Link
              href={personalHref({ id: detail.anchor.id, isAnchor: 1 })}
              className="truncate font-medium text-white hover:text-brand"
            >
              {detail.anchor.nickName}
            </Link>
          </div>
          <Link
            href={replayListHref(detail.roomId)}
            className="rounded-full px-4 py-1.5 text-sm text-white/80 ring-1 ring-white/20 hover:text-brand hover:ring-brand"
          >
            {t("anchor.allReplays")}
          </Link>
          <Link
            href={roomHref(detail.roomId)}
            className="rounded-full bg-brand px-4 py-1.5 text-sm text-white hover:bg-brand-dark"
          >
            {t("anchor.enterRoom")}
          </Link>
        </section>
      ) : null}
      {detail.match ? <PlaybackMatchCard match={detail.match} /> : null}
    </div>
  );
}
