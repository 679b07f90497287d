import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { matchPageMetadata } from "@/components/match/detail/match-metadata";
import { MatchShell } from "@/components/match/detail/match-shell";
import { MatchNews } from "@/components/news/match-news";
import { getFootballAnalysis, getFootballMatch } from "@/lib/api/match-detail";
import { FutureSection } from "./_components/future-section";
import { H2hSection } from "./_components/h2h-section";
import { InjuriesSection } from "./_components/injuries-section";
import { RecentSection, RecentSectionFromUrl } from "./_components/recent-section";
import { StandingsSection } from "./_components/standings-section";
import { parseId } from "@/lib/parse-id";

type Props = { params: Promise<{ id: string }> };

export const revalidate = 15;

// Every match renders on its first visit and is then cached (ISR); none at build time.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return matchPageMetadata((await params).id, "analysis");
}

export default async function FootballAnalysisPage({ params }: Props) {
  const id = parseId((await params).id);
  if (!id) notFound();
  const [match, analysis] = await Promise.all([getFootballMatch(id), getFootballAnalysis(id)]);
  if (!match || !analysis) notFound();
  // The client's recent lists need only what links a team.
  const teams = {
    home: { id: match.home.id, name: match.home.name },
    away: { id: match.away.id, name: match.away.name },
  };
  const recent = { recent: analysis.recent, ...teams };
  return (
    <MatchShell match={match} tab="analysis">
      <div className="space-y-4">
        <StandingsSection standings={analysis.standings} />
        <H2hSection h2h={analysis.h2h} home={teams.home} />
        <Suspense fallback={<RecentSection {...recent} venue="all" />}>
          <RecentSectionFromUrl {...recent} />
        </Suspense>
        <InjuriesSection injuries={analysis.injuries} {...teams} />
        <FutureSection future={analysis.future} home={match.home} away={match.away} />
        <MatchNews matchId={id} />
      </div>
    </MatchShell>
  );
}
