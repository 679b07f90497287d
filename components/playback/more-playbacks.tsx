import Link from "next/link";
import { useTranslations } from "next-intl";
import type { PlaybackItem } from "@/lib/contracts/playback";
import { PlaybackCard } from "./playback-card";

type Props = { title: string; items: PlaybackItem[]; exclude: number; allHref?: string };

/** The side column of a playback page: more from the same room, or more highlights. */
export function MorePlaybacks({ title, items, exclude, allHref }: Props) {
  const t = useTranslations("playback.more");
  const shown = items.filter((i) => i.recordId !== exclude);
  return (
    <aside aria-label={title} className="space-y-3">
      <header className="flex items-center justify-between">
        <h2 className="font-medium text-white">{title}</h2>
        {allHref ? (
          <Link href={allHref} className="text-xs text-white/60 hover:text-brand">
            {t("viewAll")}
          </Link>
        ) : null}
      </header>
      {shown.length ? (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-1">
          {shown.map((item) => (
            <PlaybackCard key={item.recordId} item={item} dark />
          ))}
        </div>
      ) : (
        <p className="rounded-lg bg-white/5 py-8 text-center text-sm text-white/50">{t("empty")}</p>
      )}
    </aside>
  );
}
