import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { DayTabs } from "@/components/match/day-tabs";
import { BasketBoard } from "@/components/match/basketball/basket-board";
import { BasketTabs } from "@/components/match/basketball/basket-tabs";
import { getBasketLeagues, getBasketList } from "@/lib/api/basketball";
import { getBjdcList, getJczqList, getLeagueFilter, getStateList, getZcList } from "@/lib/api/match-lists";
import { businessNoon } from "@/lib/beijing-time";
import { dayTabs, dayTabsFromDates, type DayTab } from "@/lib/date-range";
import { formatMonthDayTime } from "@/lib/format/date";
import type { PageQuery } from "@/lib/page-query";
import { queryOfPage } from "@/lib/page-query-server";
import { IssueTabs } from "./issue-tabs";
import { LoadFailed } from "./load-failed";
import { ScoreBoard } from "./score-board";
import { ScoreTabs } from "./score-tabs";

/** The score lists that pick a day or a lottery issue; everything else about them is this one shell. */
export type ScoreListView =
  | "football/end"
  | "football/next"
  | "football/jczq"
  | "football/bjdc"
  | "football/zc"
  | "basketball/end"
  | "basketball/next";

type Translate = Awaited<ReturnType<typeof getTranslations>>;
/** What a view shows once its list loaded: the day or issue picker and the board. */
type Loaded = { picker: ReactNode; board: ReactNode };
type Load = (query: PageQuery, t: Translate) => Promise<Loaded | null>;

const sportOf = (view: ScoreListView) => view.split("/")[0] as "football" | "basketball";
const tabOf = <V extends ScoreListView>(view: V) =>
  view.split("/")[1] as V extends `${string}/${infer T}` ? T : never;
const namespaceOf = (view: ScoreListView) =>
  sportOf(view) === "football" ? "matchPages" : "basketballPages";

/** 完场 lists the last week up to yesterday, 赛程 the coming week from tomorrow: those land on the plain page. */
const WEEK = { end: { past: 6, future: 0, home: -1 }, next: { past: 0, future: 6, home: 1 } };

function dayPicker(
  view: ScoreListView,
  t: Translate,
  list: { date: string; today: string },
  tabs: DayTab[],
  home: number,
) {
  return (
    <DayTabs
      label={t(`tabs.${tabOf(view)}`)}
      tabs={tabs}
      current={list.date}
      hrefOf={(tab) => (tab.offset === home ? `/${view}` : `/${view}?date=${tab.date}`)}
    />
  );
}

type WeekTab = "end" | "next";
type Day = { list: { date: string; today: string }; board: ReactNode };

const live = (tab: WeekTab) => tab === "next";

// The board of one day: football rows with the api's 赛事筛选, or basketball games.
const DAYS: Record<"football" | "basketball", (tab: WeekTab, date?: string) => Promise<Day | null>> = {
  football: async (tab, date) => {
    const [list, leagues] = await Promise.all([getStateList(tab, date), getLeagueFilter(tab, { date })]);
    const board = (
      <ScoreBoard key={list?.date} variant={tab} rows={list?.rows ?? []} leagues={leagues} live={live(tab)} />
    );
    return list && { list, board };
  },
  basketball: async (tab, date) => {
    const [list, leagues] = await Promise.all([getBasketList(tab, date), getBasketLeagues(tab, date)]);
    const board = (
      <BasketBoard
        key={list?.date}
        variant={tab}
        rows={list?.list ?? []}
        leagues={leagues}
        live={live(tab)}
      />
    );
    return list && { list, board };
  },
};

/** 完场 and 赛程 of either sport: a week of business days. */
function weekList(view: `${"football" | "basketball"}/${WeekTab}`): Load {
  const tab = tabOf(view);
  const { past, future, home } = WEEK[tab];
  return async ({ date }, t) => {
    const day = await DAYS[sportOf(view)](tab, date);
    if (!day) return null;
    const tabs = dayTabs(past, future, { now: businessNoon(day.list.today) });
    return { picker: dayPicker(view, t, day.list, tabs, home), board: day.board };
  };
}

/** 北单 and 足彩 list one issue at a time; an issue the api does not know is no page. */
function lotteryIssues(view: "football/bjdc" | "football/zc"): Load {
  const tab = tabOf(view);
  return async ({ issue }, t) => {
    const [list, leagues] = await Promise.all([
      tab === "bjdc" ? getBjdcList(issue) : getZcList(issue),
      getLeagueFilter(tab, { issue }),
    ]);
    if (!list && issue) notFound();
    if (!list) return null;
    const issues = list.issues.map((i) =>
      typeof i === "string"
        ? { issue: i }
        : { issue: i.issue, note: t("saleEnds", { time: formatMonthDayTime(i.saleEndsAt) }) },
    );
    return {
      picker: (
        <IssueTabs
          label={t("issues")}
          issues={issues}
          current={list.issue}
          hrefOf={(i) => `/${view}?issue=${i}`}
          issueLabel={(i) => t("issue", { issue: i })}
        />
      ),
      board: <ScoreBoard key={list.issue} variant={tab} rows={list.rows} leagues={leagues} live />,
    };
  };
}

const LOADS: Record<ScoreListView, Load> = {
  "football/end": weekList("football/end"),
  "football/next": weekList("football/next"),
  "football/jczq": async ({ date }, t) => {
    const [list, leagues] = await Promise.all([getJczqList(date), getLeagueFilter("jczq", { date })]);
    return (
      list && {
        picker: dayPicker(
          "football/jczq",
          t,
          list,
          dayTabsFromDates([...list.dates, list.date], { now: businessNoon(list.today) }),
          0,
        ),
        board: <ScoreBoard key={list.date} variant="jczq" rows={list.rows} leagues={leagues} live />,
      }
    );
  },
  "football/bjdc": lotteryIssues("football/bjdc"),
  "football/zc": lotteryIssues("football/zc"),
  "basketball/end": weekList("basketball/end"),
  "basketball/next": weekList("basketball/next"),
};

export function scoreListMetadata(view: ScoreListView) {
  return async (): Promise<Metadata> => {
    const t = await getTranslations(namespaceOf(view));
    return { title: t(`titles.${tabOf(view)}`), description: t(`descriptions.${tabOf(view)}`) };
  };
}

/**
 * The page of a score list: tabs, the day or issue picker and the board. The list filters
 * (leagues, hot, word) are the browser's: the board reads them from the address bar, so they
 * never reach the cache key.
 */
export function scoreListPage(view: ScoreListView) {
  const tab = tabOf(view);
  return async function ScoreListPage({ params }: { params: Promise<{ query?: string[] }> }) {
    const query = await queryOfPage(params, tab === "bjdc" || tab === "zc" ? "issueList" : "dayList");
    const t = await getTranslations(namespaceOf(view));
    const loaded = await LOADS[view](query, t);
    const title = t(`titles.${tab}`);
    // 北单 and 足彩 sell by issue, not by business day.
    const note = tab === "bjdc" || tab === "zc" ? undefined : t("businessDay");
    return (
      <div className="space-y-3 px-4">
        {sportOf(view) === "football" ? (
          <ScoreTabs active={tab} title={title} note={note} />
        ) : (
          <BasketTabs active={tab as "end" | "next"} title={title} note={note} />
        )}
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
  };
}
