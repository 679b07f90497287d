import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { DayTabs } from "@/components/match/day-tabs";
import { businessNoon } from "@/lib/beijing-time";
import { dayTabs, type DayTab } from "@/lib/date-range";
import type { PageQuery } from "@/lib/page-query";
import { queryOfPage } from "@/lib/page-query-server";
import { LoadFailed } from "./load-failed";
import { JsonLd } from "@/lib/seo/json-ld";
import { scoreListMetadata, sectionJsonLd } from "@/lib/seo/section-seo";

/**
 * The one shell of the score lists that pick a day or a lottery issue (football 完场, 赛程, 竞彩,
 * 北单, 足彩; basketball 完场, 赛程). Each sport's module says what differs; this module imports
 * no board, so a page ships only its own sport's client code.
 */
export type Translate = Awaited<ReturnType<typeof getTranslations>>;
/** What a list shows once it loaded: the day or issue picker and the board. */
export type Loaded = { picker: ReactNode; board: ReactNode };
type Load = (query: PageQuery, t: Translate) => Promise<Loaded | null>;

export type ScoreList = {
  /** The page's path, e.g. /football/end; its day and issue links add ?date= or ?issue=. */
  path: string;
  /** The key of its title, description and tab label in the sport's messages. */
  tab: string;
  namespace: "matchPages" | "basketballPages";
  /** Lottery lists (北单, 足彩) pick an issue and sell by it, not by business day. */
  byIssue?: boolean;
  header: (title: string, note?: string) => ReactNode;
  load: Load;
};

export function dayPicker(list: ScoreList, t: Translate, current: string, tabs: DayTab[], home: number) {
  return (
    <DayTabs
      label={t(`tabs.${list.tab}`)}
      tabs={tabs}
      current={current}
      hrefOf={(tab) => (tab.offset === home ? list.path : `${list.path}?date=${tab.date}`)}
    />
  );
}

/** 完场 lists the last week up to yesterday, 赛程 the coming week from tomorrow: those land on the plain page. */
const WEEK = { end: { past: 6, future: 0, home: -1 }, next: { past: 0, future: 6, home: 1 } };
export type WeekTab = keyof typeof WEEK;
export type Day = { date: string; today: string; board: ReactNode };

/** 完场 and 赛程: a week of business days around the one `day` loads. */
export function weekList(
  list: Omit<ScoreList, "load" | "tab"> & { tab: WeekTab },
  day: (date?: string) => Promise<Day | null>,
): ScoreList {
  const { past, future, home } = WEEK[list.tab];
  const self: ScoreList = {
    ...list,
    load: async ({ date }, t) => {
      const loaded = await day(date);
      if (!loaded) return null;
      const tabs = dayTabs(past, future, { now: businessNoon(loaded.today) });
      return { picker: dayPicker(self, t, loaded.date, tabs, home), board: loaded.board };
    },
  };
  return self;
}

/** The page and metadata exports of a list. */
export function scoreListPage(list: ScoreList) {
  const metadata = async (): Promise<Metadata> => {
    const t = await getTranslations(list.namespace);
    return scoreListMetadata(list.namespace, {
      title: t(`titles.${list.tab}`),
      description: t(`descriptions.${list.tab}`),
      path: list.path,
    });
  };
  // The list filters (leagues, 只看热门, word) are the browser's: the board reads the address bar.
  async function ScoreListPage({ params }: { params: Promise<{ query?: string[] }> }) {
    const query = await queryOfPage(params, list.byIssue ? "issueList" : "dayList");
    const t = await getTranslations(list.namespace);
    const loaded = await list.load(query, t);
    return (
      <div className="space-y-3 px-4">
        <JsonLd nodes={sectionJsonLd([{ name: t(`titles.${list.tab}`), path: list.path }])} />
        {list.header(t(`titles.${list.tab}`), list.byIssue ? undefined : t("businessDay"))}
        {loaded ? (
          <>
            {loaded.picker}
            {loaded.board}
          </>
        ) : (
          <LoadFailed message={t("loadFailed")} />
        )}
      </div>
    );
  }
  return { metadata, Page: ScoreListPage };
}
