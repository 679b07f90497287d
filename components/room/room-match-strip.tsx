import { useTranslations } from "next-intl";
import { TeamBadge } from "@/components/match/team-badge";
import type { MatchRow } from "@/lib/contracts/match-list";
import { formatMonthDayTime } from "@/lib/format/date";
import { matchPhase } from "./match-phase";

/** The bound match on a card: teams, and the score once it has started (else the kick-off time). */
export function RoomMatchStrip({ match }: { match: MatchRow }) {
  const t = useTranslations("roomCard");
  const phase = matchPhase(match);
  return (
    <div
      className="flex items-center gap-1.5 text-xs text-white"
      aria-label={t("matchLabel", { home: match.home.name, away: match.away.name })}
    >
      <span className="rounded-sm bg-white/20 px-1">{match.league.name}</span>
      <TeamBadge name={match.home.name} logo={match.home.logo} size={14} />
      <span className="max-w-16 truncate">{match.home.name}</span>
      {phase === "upcoming" ? (
        <span className="text-white/80 tabular-nums">{formatMonthDayTime(match.kickoff)}</span>
      ) : (
        <b
          className={`tabular-nums ${phase === "live" ? "text-[#ffd24d]" : ""}`}
          data-testid="room-match-score"
        >
          {match.homeScore}-{match.awayScore}
        </b>
      )}
      <span className="max-w-16 truncate">{match.away.name}</span>
      <TeamBadge name={match.away.name} logo={match.away.logo} size={14} />
    </div>
  );
}
