import { useTranslations } from "next-intl";
import { ListHeader } from "../list-header";
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
    <ListHeader
      title={title}
      note={note}
      navLabel={t("label")}
      tabs={TABS.map((tab) => ({ ...tab, label: t(tab.key) }))}
      active={active}
      aside={{ key: "allEventCom", href: "/football/allEventCom", label: t("allEventCom") }}
    />
  );
}
