import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LoadFailed } from "@/components/match/score-list/load-failed";
import { ScoreBoard } from "@/components/match/score-list/score-board";
import { ScoreTabs } from "@/components/match/score-list/score-tabs";
import { getLeagueFilter, getLiveList } from "@/lib/api/match-lists";

// Static and revalidated: filters are read from the URL in the browser, scores arrive over SSE.
export const revalidate = 15;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("matchPages");
  return { title: t("titles.live"), description: t("descriptions.live") };
}

export default async function FootballLivePage() {
  const t = await getTranslations("matchPages");
  const [list, leagues] = await Promise.all([getLiveList(), getLeagueFilter("live")]);
  return (
    <div className="space-y-3 px-4">
      <ScoreTabs active="live" title={t("titles.live")} note={t("businessDay")} />
      {list ? <ScoreBoard variant="live" rows={list.rows} leagues={leagues} live /> : <LoadFailed />}
    </div>
  );
}
