import Link from "next/link";
import { useTranslations } from "next-intl";
import { LeagueTag } from "@/components/match/league-tag";
import { TeamBadge } from "@/components/match/team-badge";
import { matchHref, matchPhase } from "@/components/room/match-phase";
import type { MatchRow } from "@/lib/contracts/match-list";
import { formatMonthDayTime } from "@/lib/format/date";

/** League, kick-off and the two teams of a match, with the score once it is under way. */
export function MatchTeams({ match }: { match: MatchRow }) {
  const t = useTranslations("liveReserve");
  const phase = matchPhase(match);
  return (
    <Link
      href={matchHref(match)}
      prefetch={false}
      className="flex min-w-0 flex-1 items-center gap-3 hover:text-brand"
    >
      <div className="w-24 shrink-0 space-y-1 text-xs">
        <LeagueTag name={match.league.name} colour={match.league.colour} />
        <p className="text-ink-mute tabular-nums">{formatMonthDayTime(match.kickoff)}</p>
      </div>
      <div className="flex min-w-0 flex-1 items-center justify-end gap-2 text-sm">
        <span className="truncate">{match.home.name}</span>
        <TeamBadge name={match.home.name} colour={match.home.colour} colour2={match.home.colour2} size={24} />
      </div>
      <span
        className={`w-14 shrink-0 text-center text-sm font-semibold tabular-nums ${phase === "live" ? "text-brand" : "text-ink-mute"}`}
      >
        {phase === "upcoming" ? t("vs") : `${match.homeScore}-${match.awayScore}`}
      </span>
      <div className="flex min-w-0 flex-1 items-center gap-2 text-sm">
        <TeamBadge name={match.away.name} colour={match.away.colour} colour2={match.away.colour2} size={24} />
        <span className="truncate">{match.away.name}</span>
      </div>
    </Link>
  );
}
