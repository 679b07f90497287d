import { MatchPlanList } from "@/components/expert/match-plan-list";
import { BasketMatchShell } from "@/components/match/basketball/basket-match-shell";
import { basketDetailOr404, basketMatchMetadata } from "@/components/match/basketball/match-page";
import { getPlans } from "@/lib/api/expert-plans";
import { isBasketballNotStarted } from "@/lib/codes/basketball-states";
import { Sport } from "@/lib/codes/sports";

export const revalidate = 30;

// Every game renders on its first visit and is then cached (ISR); none at build time.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<"/basketball/plan/[id]">) {
  return basketMatchMetadata((await params).id, "plan");
}

/** 方案: the experts' plans on this game (teasers only; the content is on each plan's page). */
export default async function BasketballPlanPage({ params }: PageProps<"/basketball/plan/[id]">) {
  const detail = await basketDetailOr404((await params).id);
  const plans = await getPlans({ sportId: Sport.Basketball, matchId: detail.match.id, pageSize: 50 });
  return (
    <BasketMatchShell detail={detail} tab="plan">
      <MatchPlanList plans={plans.list} upcoming={isBasketballNotStarted(detail.match.state)} />
    </BasketMatchShell>
  );
}
