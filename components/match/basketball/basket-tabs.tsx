import { useTranslations } from "next-intl";
import { ListHeader } from "../list-header";

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
    <ListHeader
      title={title}
      note={note}
      navLabel={t("label")}
      tabs={TABS.map((tab) => ({ ...tab, label: t(tab.key) }))}
      active={active}
      aside={{ key: "oddsDetail", href: "/basketball/odds-detail", label: t("oddsDetail") }}
    />
  );
}
