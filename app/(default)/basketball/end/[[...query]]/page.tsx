import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DayTabs } from "@/components/match/day-tabs";
import { BasketBoard } from "@/components/match/basketball/basket-board";
import { BasketTabs } from "@/components/match/basketball/basket-tabs";
import { BasketLoadFailed } from "@/components/match/basketball/load-failed";
import { businessNoon, listPageParams } from "@/components/match/score-list/page-params";
import { getBasketLeagues, getBasketList } from "@/lib/api/basketball";
import { dayTabs } from "@/lib/date-range";
import { queryOfPage } from "@/lib/page-query-server";

export const revalidate = 30;

// Each query renders on its first request and is then cached (ISR), like a path.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("basketballPages");
  return { title: t("titles.end"), description: t("descriptions.end") };
}

export default async function BasketballEndPage({ params }: PageProps<"/basketball/end/[[...query]]">) {
  const { date, filter } = listPageParams(await queryOfPage(params));
  const t = await getTranslations("basketballPages");
  const [list, leagues] = await Promise.all([getBasketList("end", date), getBasketLeagues("end", date)]);
  return (
    <div className="space-y-3 px-4">
      <BasketTabs active="end" title={t("titles.end")} note={t("businessDay")} />
      {list ? (
        <>
          <DayTabs
            label={t("tabs.end")}
            tabs={dayTabs(6, 0, { now: businessNoon(list.today) })}
            current={list.date}
            hrefOf={(tab) => (tab.offset === -1 ? "/basketball/end" : `/basketball/end?date=${tab.date}`)}
          />
          <BasketBoard
            key={list.date}
            variant="end"
            rows={list.list}
            leagues={leagues}
            live={false}
            initialFilter={filter}
          />
        </>
      ) : (
        <BasketLoadFailed message={t("loadFailed")} />
      )}
    </div>
  );
}
