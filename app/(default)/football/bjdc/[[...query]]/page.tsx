import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { IssueTabs } from "@/components/match/score-list/issue-tabs";
import { LoadFailed } from "@/components/match/score-list/load-failed";
import { listPageParams } from "@/components/match/score-list/page-params";
import { ScoreBoard } from "@/components/match/score-list/score-board";
import { ScoreTabs } from "@/components/match/score-list/score-tabs";
import { getBjdcList, getLeagueFilter } from "@/lib/api/match-lists";
import { queryOfPage } from "@/lib/page-query-server";

export const revalidate = 15;

// Each query renders on its first request and is then cached (ISR), like a path.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("matchPages");
  return { title: t("titles.bjdc"), description: t("descriptions.bjdc") };
}

export default async function FootballBjdcPage({ params }: PageProps<"/football/bjdc/[[...query]]">) {
  const { issue, filter } = listPageParams(await queryOfPage(params));
  const t = await getTranslations("matchPages");
  const [list, leagues] = await Promise.all([getBjdcList(issue), getLeagueFilter("bjdc", { issue })]);
  if (!list && issue) notFound();
  return (
    <div className="space-y-3 px-4">
      <ScoreTabs active="bjdc" title={t("titles.bjdc")} />
      {list ? (
        <>
          <IssueTabs
            label={t("issues")}
            issues={list.issues.map((i) => ({ issue: i }))}
            current={list.issue}
            hrefOf={(i) => `/football/bjdc?issue=${i}`}
            issueLabel={(i) => t("issue", { issue: i })}
          />
          <ScoreBoard
            key={list.issue}
            variant="bjdc"
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
