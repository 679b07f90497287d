import Link from "next/link";
import { useTranslations } from "next-intl";
import { LeagueTag } from "@/components/match/league-tag";
import { TeamNameLink } from "@/components/match/team-name-link";
import { UserAvatar } from "@/components/user/user-avatar";
import { PlanStatus } from "@/lib/codes/expert-plans";
import type { PlanTeaser } from "@/lib/contracts/expert-plans";
import { formatMonthDayTime } from "@/lib/format/date";
import { expertHref, planHref, playTypeLabel } from "./plan-labels";
import { RecordTags } from "./record-tags";
import { ResultBadge } from "./result-badge";
import { PlanPrice } from "./plan-price";

/**
 * A plan in a list: expert, record, title, match, price. Built from the teaser, which has no pick
 * and no analysis, so no list can show (or leak) them.
 */
export function PlanCard({ plan, showExpert = true }: { plan: PlanTeaser; showExpert?: boolean }) {
  const t = useTranslations("expert.plan");
  return (
    <article className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5" data-testid="plan-card">
      {showExpert ? (
        <Link href={expertHref(plan.expert.userId)} className="flex items-center gap-2">
          <UserAvatar src={plan.expert.portrait} name={plan.expert.nickName} size={32} />
          <span className="min-w-0">
            <span className="block truncate text-sm font-medium text-ink">{plan.expert.nickName}</span>
            <RecordTags
              recentCount={plan.expert.recentCount}
              recentHits={plan.expert.recentHits}
              streak={plan.expert.streak}
            />
          </span>
        </Link>
      ) : null}
      <div className="group mt-2">
        <Link href={planHref(plan.code)} className="block">
          <h3 className="line-clamp-2 font-medium text-ink group-hover:text-brand">{plan.title}</h3>
        </Link>
        {plan.matches.map((m) => (
          <p key={m.matchId} className="mt-1.5 flex flex-wrap items-center gap-x-2 text-xs text-ink-soft">
            <LeagueTag name={m.league.name} colour={m.league.colour} />
            <span>
              <TeamNameLink sportId={plan.sportId} team={m.home} /> vs{" "}
              <TeamNameLink sportId={plan.sportId} team={m.away} />
            </span>
            <span className="text-ink-mute">{t("kickoff", { time: formatMonthDayTime(m.kickoff) })}</span>
          </p>
        ))}
        <Link href={planHref(plan.code)} tabIndex={-1} className="mt-3 flex items-center gap-2 text-xs">
          <span className="rounded border border-black/10 px-1.5 py-0.5 text-ink-soft">
            {playTypeLabel(plan.sportId, plan.playType)}
          </span>
          {plan.refundIfLose ? (
            <span className="rounded border border-brand/40 px-1.5 py-0.5 text-brand">{t("refund")}</span>
          ) : null}
          <span className="text-ink-mute">{t("sales", { count: plan.sales })}</span>
          <span className="ml-auto flex items-center gap-2">
            {plan.status === PlanStatus.Settled || plan.status === PlanStatus.Void ? (
              <ResultBadge result={plan.result} size="sm" />
            ) : (
              <PlanPrice price={plan.price} />
            )}
          </span>
        </Link>
      </div>
    </article>
  );
}
