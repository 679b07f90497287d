import Link from "next/link";
import { useTranslations } from "next-intl";
import { formatClock } from "@/components/player/format-clock";
import { CardThumb } from "@/components/room/card-thumb";
import { RoomCover } from "@/components/room/room-cover";
import type { PlaybackItem } from "@/lib/contracts/playback";
import { formatMonthDay } from "@/lib/format/date";
import { formatCompact } from "@/lib/format/number";

/** 最近回放: the room's recorded broadcasts, newest first. */
export function PlaybackGrid({ items }: { items: PlaybackItem[] }) {
  const t = useTranslations("personal.playbacks");
  return (
    <section aria-label={t("title")} className="rounded-lg bg-white p-5 ring-1 ring-black/5">
      <h2 className="border-l-4 border-brand pl-2 font-semibold">{t("title")}</h2>
      {items.length ? (
        <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
          {items.map((p) => (
            <li key={p.recordId}>
              <Link href={`/playback/${p.recordId}`} prefetch={false} className="group block">
                <div className="relative aspect-video overflow-hidden rounded-md bg-ink">
                  <RoomCover
                    cover={p.cover}
                    title={p.title}
                    navId={p.match?.sportId ?? 0}
                    navName={t("replay")}
                  />
                  {p.thumb && !p.cover ? <CardThumb src={p.thumb} alt={p.title} /> : null}
                  <span className="absolute right-1.5 bottom-1.5 rounded bg-black/60 px-1 text-xs text-white tabular-nums">
                    {formatClock(p.duration)}
                  </span>
                </div>
                <p className="mt-1.5 truncate text-sm group-hover:text-brand">{p.title}</p>
                <p className="text-xs text-ink-mute">
                  {formatMonthDay(p.createdAt)} · {t("plays", { count: formatCompact(p.playCount) })}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="py-8 text-center text-sm text-ink-mute">{t("empty")}</p>
      )}
    </section>
  );
}
