import Link from "next/link";
import { useTranslations } from "next-intl";

export const BASKET_MATCH_TABS = [
  "analysis",
  "live",
  "oupei",
  "yapan",
  "daxiaoqiu",
  "three",
  "plan",
] as const;
export type BasketMatchTab = (typeof BASKET_MATCH_TABS)[number];

export const basketTabHref = (tab: BasketMatchTab, matchId: number) => `/basketball/${tab}/${matchId}`;

/** 分析 直播 欧赔 让分 大小分 三合一 方案 across every basketball match page. */
export function BasketMatchTabs({ matchId, active }: { matchId: number; active: BasketMatchTab }) {
  const t = useTranslations("basketballPages.match.tabs");
  return (
    <nav aria-label={t("analysis")} className="flex border-b border-black/5 bg-white px-4">
      {BASKET_MATCH_TABS.map((tab) => (
        <Link
          key={tab}
          href={basketTabHref(tab, matchId)}
          prefetch={false}
          aria-current={tab === active ? "page" : undefined}
          className={`-mb-px border-b-2 px-5 py-3 text-[15px] ${
            tab === active
              ? "border-brand font-semibold text-brand"
              : "border-transparent text-ink hover:text-brand"
          }`}
        >
          {t(tab)}
        </Link>
      ))}
    </nav>
  );
}
