import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MatchPlanList } from "@/components/expert/match-plan-list";
import { matchPageMetadata } from "@/components/match/detail/match-metadata";
import { MatchShell } from "@/components/match/detail/match-shell";
import { getPlans } from "@/lib/api/expert-plans";
import { getFootballMatch } from "@/lib/api/match-detail";
import { FootballState } from "@/lib/codes/football-states";
import { Sport } from "@/lib/codes/sports";
import { parseId } from "@/lib/parse-id";

type Props = { params: Promise<{ id: string }> };

export const revalidate = 30;

// Every match renders on its first visit and is then cached (ISR); none at build time.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return matchPageMetadata((await params).id, "plan");
}

/** 方案: the experts' plans on this match (teasers only; the content is on each plan's page). */
export default async function FootballPlanPage({ params }: Props) {
  const id = parseId((await params).id);
  if (!id) notFound();
  const [match, plans] = await Promise.all([
    getFootballMatch(id),
    getPlans({ sportId: Sport.Football, matchId: id, pageSize: 50 }),
  ]);
  if (!match) notFound();
  return (
    <MatchShell match={match} tab="plan">
      <MatchPlanList plans={plans.list} upcoming={match.state === FootballState.NotStarted} />
    </MatchShell>
  );
}
