import Link from "next/link";
import { useTranslations } from "next-intl";
import { LeagueTag } from "@/components/match/league-tag";
import { TeamNameLink } from "@/components/match/team-name-link";
import { matchHref, matchPhase } from "@/components/room/match-phase";
import type { MatchRow } from "@/lib/contracts/match-list";
import { formatMonthDayTime } from "@/lib/format/date";

/** League, kick-off and the two teams of a match, with the score once it is under way. */
export function MatchTeams({ match }: { match: MatchRow }) {
  const t = useTranslations("liveReserve");
  const phase = matchPhase(match);
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <Link
        href={matchHref(match)}
        prefetch={false}
        className="w-24 shrink-0 space-y-1 text-xs hover:text-brand"
      >
        <LeagueTag name={match.league.name} colour={match.league.colour} />
        <p className="text-ink-mute tabular-nums">{formatMonthDayTime(match.kickoff)}</p>
      </Link>
      <div className="flex min-w-0 flex-1 justify-end text-sm">
        <TeamNameLink sportId={match.sportId} team={match.home} crest={24} crestAfter className="gap-2" />
      </div>
      <Link
        href={matchHref(match)}
        prefetch={false}
        className={`w-14 shrink-0 text-center text-sm font-semibold tabular-nums hover:text-brand ${phase === "live" ? "text-brand" : "text-ink-mute"}`}
      >
        {phase === "upcoming" ? t("vs") : `${match.homeScore}-${match.awayScore}`}
      </Link>
      <div className="flex min-w-0 flex-1 text-sm">
        <TeamNameLink sportId={match.sportId} team={match.away} crest={24} className="gap-2" />
      </div>
    </div>
  );
}
