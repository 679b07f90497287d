import Link from "next/link";
import { useTranslations } from "next-intl";
import {
  BasketballIcon,
  CalendarIcon,
  ChartIcon,
  FootballIcon,
  MicIcon,
  TrendIcon,
} from "@/components/layout/icons";

const entries = [
  { key: "football", href: "/football", Icon: FootballIcon },
  { key: "basketball", href: "/basketball", Icon: BasketballIcon },
  { key: "schedule", href: "/next", Icon: CalendarIcon },
  { key: "anchors", href: "/anchor", Icon: MicIcon },
  { key: "experts", href: "/guide", Icon: TrendIcon },
  { key: "database", href: "/database/fb/page", Icon: ChartIcon },
] as const;

/** The portal's side column: quick entries and hot searches, compact (no banner above the fold). */
export function HeroPanel({ hotWords }: { hotWords: { word: string }[] }) {
  const t = useTranslations("home");
  return (
    <section className="space-y-3">
      <nav
        aria-label={t("heroTitle")}
        className="grid grid-cols-3 gap-2 rounded-lg bg-white p-3 ring-1 ring-black/5"
      >
        {entries.map((e) => (
          <Link
            key={e.key}
            href={e.href}
            className="flex flex-col items-center gap-1 rounded-md py-2 text-xs text-ink hover:bg-brand-light hover:text-brand"
          >
            <e.Icon className="h-6 w-6 text-brand" />
            {t(`entries.${e.key}`)}
          </Link>
        ))}
      </nav>
      <div className="rounded-lg bg-white p-4 ring-1 ring-black/5">
        <h2 className="text-[15px] font-semibold">{t("hotSearch")}</h2>
        <ol className="mt-2.5 grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm">
          {hotWords.map(({ word }, i) => (
            <li key={word} className="flex min-w-0 items-center gap-2">
              <span
                className={`flex h-4 w-4 shrink-0 items-center justify-center rounded text-[10px] ${i < 3 ? "bg-brand text-white" : "bg-surface text-ink-soft"}`}
              >
                {i + 1}
              </span>
              <Link href={`/search?word=${encodeURIComponent(word)}`} className="truncate hover:text-brand">
                {word}
              </Link>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
