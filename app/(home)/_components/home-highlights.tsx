import { useTranslations } from "next-intl";
import { PlaybackCard } from "@/components/playback/playback-card";
import type { PlaybackItem } from "@/lib/contracts/playback";

/** 精彩集锦: the newest match highlights and replays. */
export function HomeHighlights({ items }: { items: PlaybackItem[] }) {
  const t = useTranslations("news.home");
  if (!items.length) return null;
  return (
    <section aria-labelledby="home-highlights">
      <h2 id="home-highlights" className="mb-3 border-l-4 border-brand pl-2 text-lg font-semibold">
        {t("replays")}
      </h2>
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {items.map((item) => (
          <PlaybackCard key={item.recordId} item={item} />
        ))}
      </div>
    </section>
  );
}
