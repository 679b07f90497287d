import { notFound } from "next/navigation";
import {
  getBjdcList,
  getJczqList,
  getLeagueFilter,
  getLiveList,
  getStateList,
  getZcList,
} from "@/lib/api/match-lists";
import { businessNoon } from "@/lib/beijing-time";
import { dayTabsFromDates } from "@/lib/date-range";
import { formatMonthDayTime } from "@/lib/format/date";
import { IssueTabs } from "./issue-tabs";
import { dayPicker, scoreListPage, weekList, type ScoreList, type WeekTab } from "./score-list-page";
import { ScoreTabs } from "./score-tabs";
import { ServerScoreBoard } from "./server-score-board";

type Tab = "live" | "end" | "next" | "jczq" | "bjdc" | "zc";

const base = (tab: Tab) => ({
  path: `/football/${tab}`,
  namespace: "matchPages" as const,
  header: (title: string, note?: string) => <ScoreTabs active={tab} title={title} note={note} />,
});

const week = (tab: WeekTab) =>
  weekList({ ...base(tab), tab }, async (date) => {
    const [list, leagues] = await Promise.all([getStateList(tab, date), getLeagueFilter(tab, { date })]);
    const board = list && (
      <ServerScoreBoard
        key={list.date}
        variant={tab}
        rows={list.rows}
        leagues={leagues}
        live={tab === "next"}
      />
    );
    return list && { date: list.date, today: list.today, board };
  });

// 即时: every match of the day, no picker.
const live: ScoreList = {
  ...base("live"),
  path: "/football",
  tab: "live",
  load: async () => {
    const [list, leagues] = await Promise.all([getLiveList(), getLeagueFilter("live")]);
    return (
      list && {
        picker: null,
        board: <ServerScoreBoard variant="live" rows={list.rows} leagues={leagues} live />,
      }
    );
  },
};

// 竞彩 lists the days the api has on sale.
const jczq: ScoreList = {
  ...base("jczq"),
  tab: "jczq",
  load: async ({ date }, t) => {
    const [list, leagues] = await Promise.all([getJczqList(date), getLeagueFilter("jczq", { date })]);
    if (!list) return null;
    const tabs = dayTabsFromDates([...list.dates, list.date], { now: businessNoon(list.today) });
    return {
      picker: dayPicker(jczq, t, list.date, tabs, 0),
      board: <ServerScoreBoard key={list.date} variant="jczq" rows={list.rows} leagues={leagues} live />,
    };
  },
};

/** 北单 and 足彩 list one issue at a time; an issue the api does not know is no page. */
const lottery = (tab: "bjdc" | "zc"): ScoreList => ({
  ...base(tab),
  tab,
  byIssue: true,
  load: async ({ issue }, t) => {
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
          hrefOf={(i) => `/football/${tab}?issue=${i}`}
          issueLabel={(i) => t("issue", { issue: i })}
        />
      ),
      board: <ServerScoreBoard key={list.issue} variant={tab} rows={list.rows} leagues={leagues} live />,
    };
  },
});

/** The football score lists: `footballList.end.Page`, `footballList.end.metadata`… */
export const footballList = {
  live: scoreListPage(live),
  end: scoreListPage(week("end")),
  next: scoreListPage(week("next")),
  jczq: scoreListPage(jczq),
  bjdc: scoreListPage(lottery("bjdc")),
  zc: scoreListPage(lottery("zc")),
};
