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

export function HeroPanel({ hotWords }: { hotWords: { word: string }[] }) {
  const t = useTranslations("home");
  return (
    <section className="grid gap-4 md:grid-cols-[1fr_320px]">
      <div className="flex flex-col justify-between rounded-xl bg-gradient-to-br from-brand to-[#ff7a45] p-8 text-white shadow">
        <h1 className="text-3xl font-bold">{t("heroTitle")}</h1>
        <p className="mt-3 max-w-2xl text-white/90">{t("heroText")}</p>
        <nav className="mt-6 grid grid-cols-3 gap-3 sm:grid-cols-6">
          {entries.map((e) => (
            <Link
              key={e.key}
              href={e.href}
              className="flex flex-col items-center gap-1 rounded-lg bg-white/15 py-3 text-sm hover:bg-white/25"
            >
              <e.Icon className="h-7 w-7" />
              {t(`entries.${e.key}`)}
            </Link>
          ))}
        </nav>
      </div>
      <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-black/5">
        <h2 className="font-semibold">{t("hotSearch")}</h2>
        <ol className="mt-3 space-y-2">
          {hotWords.map(({ word }, i) => (
            <li key={word} className="flex items-center gap-3">
              <span
                className={`flex h-5 w-5 items-center justify-center rounded text-xs ${i < 3 ? "bg-brand text-white" : "bg-surface text-ink-soft"}`}
              >
                {i + 1}
              </span>
              <Link href={`/search?word=${encodeURIComponent(word)}`} className="hover:text-brand">
                {word}
              </Link>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
