import { scoreListPage, weekList, type WeekTab } from "@/components/match/score-list/score-list-page";
import { getBasketLeagues, getBasketList } from "@/lib/api/basketball";
import { BasketBoard } from "./basket-board";
import { BasketTabs } from "./basket-tabs";

const week = (tab: WeekTab) =>
  weekList(
    {
      path: `/basketball/${tab}`,
      tab,
      namespace: "basketballPages",
      header: (title, note) => <BasketTabs active={tab} title={title} note={note} />,
    },
    async (date) => {
      const [list, leagues] = await Promise.all([getBasketList(tab, date), getBasketLeagues(tab, date)]);
      const board = list && (
        <BasketBoard key={list.date} variant={tab} rows={list.list} leagues={leagues} live={tab === "next"} />
      );
      return list && { date: list.date, today: list.today, board };
    },
  );

/** The basketball 完场 and 赛程 lists, on the score lists' one shell. */
export const basketballList = { end: scoreListPage(week("end")), next: scoreListPage(week("next")) };
