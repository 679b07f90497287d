"use client";
import { useTranslations } from "next-intl";
import { basketballStateLabel } from "@/lib/codes/basketball-state-labels";
import { FootballState } from "@/lib/codes/football-states";
import { footballStateLabel } from "@/lib/codes/football-state-labels";
import { Sport } from "@/lib/codes/sports";
import type { MatchRow } from "@/lib/contracts/match-list";
import { SiteLink } from "@/components/layout/site-link";
import { TeamNameLink } from "@/components/match/team-name-link";
import { accountTime } from "./account-time";

export const matchHref = (m: Pick<MatchRow, "id" | "sportId">) =>
  `/${m.sportId === Sport.Basketball ? "basketball" : "football"}/live/${m.id}`;

const TEAM = "relative z-10 block min-w-0 flex-1 truncate";

/**
 * League, kick-off, the two teams with the score once started, and the state. The score's link
 * stretches over the line (it opens the match); the team names above it open the teams' pages.
 */
export function MatchLine({ match }: { match: MatchRow }) {
  const t = useTranslations("account.matchLine");
  const started = match.state !== FootballState.NotStarted;
  const state =
    match.sportId === Sport.Basketball ? basketballStateLabel(match.state) : footballStateLabel(match.state);
  return (
    <div className="relative flex min-w-0 flex-1 items-center gap-4 text-sm">
      <span className="w-16 shrink-0 truncate" style={{ color: match.league.colour }}>
        {match.league.name}
      </span>
      <span className="w-32 shrink-0 text-ink-mute tabular-nums">{accountTime(match.kickoff)}</span>
      <span className="flex min-w-0 flex-1 items-center justify-center gap-3">
        <TeamNameLink sportId={match.sportId} team={match.home} className={`${TEAM} text-right`} />
        <SiteLink
          href={matchHref(match)}
          aria-label={t("open", { home: match.home.name, away: match.away.name })}
          className="w-14 shrink-0 text-center font-semibold tabular-nums after:absolute after:inset-0 hover:text-brand"
        >
          {started ? `${match.homeScore} - ${match.awayScore}` : "VS"}
        </SiteLink>
        <TeamNameLink sportId={match.sportId} team={match.away} className={TEAM} />
      </span>
      <span className="w-14 shrink-0 text-center text-xs text-ink-soft">{state}</span>
    </div>
  );
}
