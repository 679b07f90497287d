import Link from "next/link";
import { useTranslations } from "next-intl";
import type { LiveNav } from "@/lib/api/rooms";

type Props = { navs: LiveNav[]; active: number; hrefOf: (navId: number) => string };

/** 全部 plus one tab per category, each with how many of its rooms are live. */
export function CategoryTabs({ navs, active, hrefOf }: Props) {
  const t = useTranslations("roomCard");
  const allLive = navs.reduce((sum, n) => sum + n.liveCount, 0);
  const tabs = [{ navId: 0, name: t("allCategories"), liveCount: allLive }, ...navs];
  return (
    <nav aria-label={t("categories")} className="flex flex-wrap gap-2">
      {tabs.map((tab) => (
        <Link
          key={tab.navId}
          href={hrefOf(tab.navId)}
          aria-current={tab.navId === active ? "page" : undefined}
          className={`rounded-full px-4 py-1.5 text-sm transition-colors ${
            tab.navId === active
              ? "bg-brand text-white"
              : "bg-white text-ink-soft ring-1 ring-black/10 hover:text-brand"
          }`}
        >
          {tab.name}
          <span className={`ml-1 text-xs ${tab.navId === active ? "text-white" : "text-ink-mute"}`}>
            {t("liveCount", { count: tab.liveCount })}
          </span>
        </Link>
      ))}
    </nav>
  );
}
