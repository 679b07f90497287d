import { SiteLink } from "@/components/layout/site-link";
import { useTranslations } from "next-intl";
import type { ListVariant } from "./list-types";

const TABS: { key: ListVariant; href: string }[] = [
  { key: "live", href: "/football" },
  { key: "end", href: "/football/end" },
  { key: "next", href: "/football/next" },
  { key: "jczq", href: "/football/jczq" },
  { key: "bjdc", href: "/football/bjdc" },
  { key: "zc", href: "/football/zc" },
  { key: "collect", href: "/football/collect" },
];

/** The page title and the tabs across the football lists: 即时 / 完场 / 赛程 / 竞彩 / 北单 / 足彩 / 关注. */
export function ScoreTabs({
  active,
  title,
  note,
}: {
  active: ListVariant | "allEventCom";
  title: string;
  note?: string;
}) {
  const t = useTranslations("matchPages.tabs");
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
          href="/football/allEventCom"
          aria-current={active === "allEventCom" ? "page" : undefined}
          className={`ml-auto px-3 py-2.5 text-sm ${active === "allEventCom" ? "font-semibold text-brand" : "text-ink-soft hover:text-brand"}`}
        >
          {t("allEventCom")}
        </SiteLink>
      </nav>
    </header>
  );
}
