import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DayTabs } from "@/components/match/day-tabs";
import { LoadFailed } from "@/components/match/score-list/load-failed";
import { businessNoon, listPageParams } from "@/components/match/score-list/page-params";
import { ScoreBoard } from "@/components/match/score-list/score-board";
import { ScoreTabs } from "@/components/match/score-list/score-tabs";
import { getJczqList, getLeagueFilter } from "@/lib/api/match-lists";
import { dayTabsFromDates } from "@/lib/date-range";
import { queryOfPage } from "@/lib/page-query-server";

export const revalidate = 15;

// Each query renders on its first request and is then cached (ISR), like a path.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("matchPages");
  return { title: t("titles.jczq"), description: t("descriptions.jczq") };
}

export default async function FootballJczqPage({ params }: PageProps<"/football/jczq/[[...query]]">) {
  const { date, filter } = listPageParams(await queryOfPage(params));
  const t = await getTranslations("matchPages");
  const [list, leagues] = await Promise.all([getJczqList(date), getLeagueFilter("jczq", { date })]);
  return (
    <div className="space-y-3 px-4">
      <ScoreTabs active="jczq" title={t("titles.jczq")} note={t("businessDay")} />
      {list ? (
        <>
          <DayTabs
            label={t("tabs.jczq")}
            tabs={dayTabsFromDates([...list.dates, list.date], { now: businessNoon(list.today) })}
            current={list.date}
            hrefOf={(tab) => (tab.offset === 0 ? "/football/jczq" : `/football/jczq?date=${tab.date}`)}
          />
          <ScoreBoard
            key={list.date}
            variant="jczq"
            rows={list.rows}
            leagues={leagues}
            live
            initialFilter={filter}
          />
        </>
      ) : (
        <LoadFailed />
      )}
    </div>
  );
}
