import Link from "next/link";
import { useTranslations } from "next-intl";
import { TeamNameLink } from "@/components/match/team-name-link";
import { formatClock } from "@/components/player/format-clock";
import { CardThumb } from "@/components/room/card-thumb";
import { RoomCover } from "@/components/room/room-cover";
import type { PlaybackItem } from "@/lib/contracts/playback";
import { formatDate } from "@/lib/format/date";
import { formatCompact } from "@/lib/format/number";
import { GENERAL_COVER_NAV, playbackHref } from "./playback-links";

/**
 * A replay or highlight in a list: a frame of it (or its cover) with length and price, its match's
 * teams and score, title, plays and date. The playback's link holds all but the teams, which are
 * laid over its picture beside it (a team's link in the playback's would be a link in a link).
 */
export function PlaybackCard({ item, dark = false }: { item: PlaybackItem; dark?: boolean }) {
  return (
    <div
      className={`group relative overflow-hidden rounded-lg ${dark ? "bg-white/5 hover:bg-white/10" : "bg-white shadow-sm ring-1 ring-black/5 hover:shadow-md"}`}
    >
      <PlaybackLink item={item} dark={dark} />
      {item.match ? <MatchTeams match={item.match} /> : null}
    </div>
  );
}

function PlaybackLink({ item, dark }: { item: PlaybackItem; dark: boolean }) {
  const t = useTranslations("playback");
  return (
    <Link href={playbackHref(item)} prefetch={false} data-record-id={item.recordId} className="block">
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

/** The teams and final score over the picture's bottom left; only the names take the pointer. */
function MatchTeams({ match }: { match: NonNullable<PlaybackItem["match"]> }) {
  // Each name is a 24 px tall target at least (WCAG 2.5.8).
  const team = "pointer-events-auto inline-flex min-h-6 min-w-0 max-w-20 items-center";
  return (
    <div className="pointer-events-none absolute inset-x-0 top-0 flex aspect-video items-end pr-16 pb-1.5 pl-2">
      <p className="flex min-w-0 items-center gap-1 rounded-sm bg-black/60 px-1.5 text-xs leading-5 text-white">
        <TeamNameLink
          sportId={match.sportId}
          team={{ id: match.homeTeamId, name: match.homeName }}
          className={team}
        />
        <span className="shrink-0 tabular-nums">
          {match.homeScore}-{match.awayScore}
        </span>
        <TeamNameLink
          sportId={match.sportId}
          team={{ id: match.awayTeamId, name: match.awayName }}
          className={team}
        />
      </p>
    </div>
  );
}
