import Link from "next/link";
import { useTranslations } from "next-intl";

export const MATCH_TABS = ["analysis", "live", "oupei", "yapan", "daxiaoqiu", "three", "plan"] as const;
export type MatchTab = (typeof MATCH_TABS)[number];

export const matchTabHref = (tab: MatchTab, matchId: number) => `/football/${tab}/${matchId}`;

/** 分析 直播 欧赔 亚盘 大小球 三合一 方案 across every football match page. */
export function MatchTabs({ matchId, active }: { matchId: number; active: MatchTab }) {
  const t = useTranslations("matchDetail.tabs");
  return (
    <nav aria-label={t("analysis")} className="flex border-b border-black/5 bg-white px-4">
      {MATCH_TABS.map((tab) => (
        <Link
          key={tab}
          href={matchTabHref(tab, matchId)}
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
