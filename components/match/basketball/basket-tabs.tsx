import { useTranslations } from "next-intl";
import { SiteLink } from "@/components/layout/site-link";

export type BasketTab = "live" | "end" | "next" | "jclq" | "text";

const TABS: { key: BasketTab; href: string }[] = [
  { key: "live", href: "/basketball" },
  { key: "end", href: "/basketball/end" },
  { key: "next", href: "/basketball/next" },
  { key: "jclq", href: "/basketball/jclq" },
  { key: "text", href: "/basketball/text" },
];

/** The page title and the tabs across the basketball lists: 即时 / 完场 / 赛程 / 竞彩篮球 / 文字直播. */
export function BasketTabs({ active, title, note }: { active: BasketTab; title: string; note?: string }) {
  const t = useTranslations("basketballPages.tabs");
  return (
    <header className="rounded-md bg-white ring-1 ring-black/5">
      <div className="flex items-baseline gap-3 px-4 pt-3">
        <h1 className="text-lg font-semibold text-ink">{title}</h1>
        {note ? <p className="text-xs text-ink-mute">{note}</p> : null}
      </div>
      <nav aria-label={t("label")} className="flex items-center gap-1 px-2 text-[15px]">
        {TABS.map((tab) => (
          <SiteLink
            key={tab.key}
            href={tab.href}
            aria-current={tab.key === active ? "page" : undefined}
            className={`relative px-4 py-2.5 ${
              tab.key === active
                ? "font-semibold text-brand after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:bg-brand"
                : "text-ink hover:text-brand"
            }`}
          >
            {t(tab.key)}
          </SiteLink>
        ))}
        <SiteLink
          href="/basketball/odds-detail"
          className="ml-auto px-3 py-2.5 text-sm text-ink-soft hover:text-brand"
        >
          {t("oddsDetail")}
        </SiteLink>
      </nav>
    </header>
  );
}
