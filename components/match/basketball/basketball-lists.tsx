import {
  scoreListPage,
  weekList,
  type ScoreList,
  type WeekTab,
} from "@/components/match/score-list/score-list-page";
import { getBasketLeagues, getBasketList } from "@/lib/api/basketball";
import { BasketBoard } from "./basket-board";
import { BasketTabs } from "./basket-tabs";

type Tab = "live" | "jclq" | WeekTab;

const base = (tab: Tab) => ({
  path: tab === "live" ? "/basketball" : `/basketball/${tab}`,
  tab,
  namespace: "basketballPages" as const,
  header: (title: string, note?: string) => <BasketTabs active={tab} title={title} note={note} />,
});

// 即时 and 竞彩篮球: the games of the moment, no picker.
const now = (tab: "live" | "jclq"): ScoreList => ({
  ...base(tab),
  load: async () => {
    const [list, leagues] = await Promise.all([getBasketList(tab), getBasketLeagues(tab)]);
    return (
      list && { picker: null, board: <BasketBoard variant={tab} rows={list.list} leagues={leagues} live /> }
    );
  },
});

const week = (tab: WeekTab) =>
  weekList({ ...base(tab), tab }, async (date) => {
    const [list, leagues] = await Promise.all([getBasketList(tab, date), getBasketLeagues(tab, date)]);
    const board = list && (
      <BasketBoard key={list.date} variant={tab} rows={list.list} leagues={leagues} live={tab === "next"} />
    );
    return list && { date: list.date, today: list.today, board };
  });

/** The basketball score lists, on the score lists' one shell. */
export const basketballList = {
  live: scoreListPage(now("live")),
  jclq: scoreListPage(now("jclq")),
  end: scoreListPage(week("end")),
  next: scoreListPage(week("next")),
};
