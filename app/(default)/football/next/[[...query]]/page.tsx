import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DayTabs } from "@/components/match/day-tabs";
import { LoadFailed } from "@/components/match/score-list/load-failed";
import { businessNoon, listPageParams } from "@/components/match/score-list/page-params";
import { ScoreBoard } from "@/components/match/score-list/score-board";
import { ScoreTabs } from "@/components/match/score-list/score-tabs";
import { getLeagueFilter, getStateList } from "@/lib/api/match-lists";
import { dayTabs } from "@/lib/date-range";
import { queryOfPage } from "@/lib/page-query-server";

export const revalidate = 30;

// Each query renders on its first request and is then cached (ISR), like a path.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("matchPages");
  return { title: t("titles.next"), description: t("descriptions.next") };
}

export default async function FootballNextPage({ params }: PageProps<"/football/next/[[...query]]">) {
  const { date, filter } = listPageParams(await queryOfPage(params));
  const t = await getTranslations("matchPages");
  const [list, leagues] = await Promise.all([getStateList("next", date), getLeagueFilter("next", { date })]);
  return (
    <div className="space-y-3 px-4">
      <ScoreTabs active="next" title={t("titles.next")} note={t("businessDay")} />
      {list ? (
        <>
          <DayTabs
            label={t("tabs.next")}
            tabs={dayTabs(0, 6, { now: businessNoon(list.today) })}
            current={list.date}
            hrefOf={(tab) => (tab.offset === 1 ? "/football/next" : `/football/next?date=${tab.date}`)}
          />
          <ScoreBoard
            key={list.date}
            variant="next"
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
