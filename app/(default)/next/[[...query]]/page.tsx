import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DayTabs } from "@/components/match/day-tabs";
import { businessNoon } from "@/lib/beijing-time";
import { getSchedule } from "@/lib/api/schedule";
import { Sport } from "@/lib/codes/sports";
import { dayTabs } from "@/lib/date-range";
import { ScheduleFilters } from "../_components/schedule-filters";
import { scheduleHref, scheduleParams } from "../_components/schedule-params";
import { ScheduleSection } from "../_components/schedule-section";
import { queryOfPage } from "@/lib/page-query-server";
import { sectionMetadata } from "@/lib/seo/section-seo";
import { BreadcrumbJsonLd } from "@/lib/seo/breadcrumb-json-ld";

export const revalidate = 30;

export { generateStaticParams } from "@/lib/page-query-server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("schedulePage");
  return sectionMetadata({
    title: t("title"),
    description: t("description"),
    path: "/next",
    keywords: ["赛程", "足球赛程", "篮球赛程", "比赛时间表"],
  });
}

export default async function SchedulePage(props: PageProps<"/next/[[...query]]">) {
  const params = scheduleParams(await queryOfPage(props.params, "schedule"));
  const t = await getTranslations("schedulePage");
  const data = await getSchedule(params);
  if (!data)
    return (
      <p className="mx-4 rounded-md bg-white py-16 text-center text-sm text-ink-mute ring-1 ring-black/5">
        {t("loadFailed")}
      </p>
    );
  const sports = params.sportId ? [params.sportId as 1 | 2] : [Sport.Football, Sport.Basketball];
  return (
    <div className="space-y-3 px-4">
      <BreadcrumbJsonLd crumbs={[{ name: t("title"), path: "/next" }]} />
      <header className="flex items-baseline gap-3 rounded-md bg-white px-4 py-3 ring-1 ring-black/5">
        <h1 className="text-lg font-semibold text-ink">{t("title")}</h1>
        <p className="text-xs text-ink-mute">{t("businessDay")}</p>
      </header>
      <DayTabs
        label={t("title")}
        tabs={dayTabs(0, 6, { now: businessNoon(data.today) })}
        current={data.date}
        hrefOf={(tab) =>
          scheduleHref({ ...params, date: tab.offset === 0 ? undefined : tab.date, leagueIds: [] })
        }
      />
      <ScheduleFilters params={params} leagues={data.leagues} />
      {sports.map((sportId) => (
        <ScheduleSection
          key={sportId}
          sportId={sportId}
          rows={sportId === Sport.Football ? data.football : data.basketball}
        />
      ))}
    </div>
  );
}
