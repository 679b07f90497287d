import { TeamNameLink } from "@/components/match/team-name-link";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { LeagueTag } from "@/components/match/league-tag";
import { UserAvatar } from "@/components/user/user-avatar";
import { PLAN_STATUS_LABELS, type PlanStatusCode } from "@/lib/codes/expert-plans";
import type { PlanTeaser } from "@/lib/contracts/expert-plans";
import { formatMonthDayTime } from "@/lib/format/date";
import { expertHref, matchPlansHref, playTypeLabel } from "./plan-labels";
import { PlanPrice } from "./plan-price";
import { RecordTags } from "./record-tags";
import { ResultBadge } from "./result-badge";

/** Everything about a plan that every viewer may see: expert, matches, play type, price, status. */
export function PlanHeader({ plan }: { plan: PlanTeaser }) {
  const t = useTranslations("expert.plan");
  return (
    <header className="space-y-4">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-xl font-semibold text-ink">{plan.title}</h1>
          <p className="mt-1 text-xs text-ink-mute">
            {t("publishedAt", { time: formatMonthDayTime(plan.publishedAt) })}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2" data-testid="plan-status">
          <span className="text-sm text-ink-soft">
            {PLAN_STATUS_LABELS[plan.status as PlanStatusCode] ?? ""}
          </span>
          <ResultBadge result={plan.result} />
        </div>
      </div>
      <Link
        href={expertHref(plan.expert.userId)}
        className="flex items-center gap-3 rounded-lg bg-surface p-3"
      >
        <UserAvatar src={plan.expert.portrait} name={plan.expert.nickName} size={44} />
        <span className="min-w-0">
          <span className="block font-medium text-ink">
            {plan.expert.nickName}
            <span className="ml-2 text-xs font-normal text-ink-mute">{plan.expert.title}</span>
          </span>
          <RecordTags
            recentCount={plan.expert.recentCount}
            recentHits={plan.expert.recentHits}
            streak={plan.expert.streak}
          />
        </span>
      </Link>
      <ul className="space-y-2">
        {plan.matches.map((m) => (
          <li key={m.matchId}>
            <div className="flex flex-wrap items-center gap-x-3 text-sm text-ink">
              <LeagueTag name={m.league.name} colour={m.league.colour} />
              <span className="font-medium">
                <TeamNameLink sportId={m.sportId} team={m.home} /> vs{" "}
                <TeamNameLink sportId={m.sportId} team={m.away} />
              </span>
              <Link href={matchPlansHref(m.sportId, m.matchId)} className="text-ink-mute hover:text-brand">
                {t("kickoff", { time: formatMonthDayTime(m.kickoff) })}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex items-center gap-3 text-sm">
        <span className="rounded border border-black/10 px-2 py-0.5 text-ink-soft">
          {playTypeLabel(plan.sportId, plan.playType)}
        </span>
        {plan.refundIfLose ? (
          <span className="rounded border border-brand/40 px-2 py-0.5 text-brand">{t("refund")}</span>
        ) : null}
        <span className="text-ink-mute">{t("sales", { count: plan.sales })}</span>
        <span className="ml-auto">
          <PlanPrice price={plan.price} />
        </span>
      </div>
    </header>
  );
}
