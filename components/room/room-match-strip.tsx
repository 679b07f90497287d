import { useTranslations } from "next-intl";
import { TeamNameLink } from "@/components/match/team-name-link";
import type { MatchRow } from "@/lib/contracts/match-list";
import { formatMonthDay, formatTime } from "@/lib/format/date";
import { matchPhase } from "./match-phase";

/**
 * The bound match on a card: teams (each a link to its page), and the score once it has started
 * (else the kick-off date and time). Laid over a card's link, it lets the pointer through but on
 * the names.
 */
export function RoomMatchStrip({ match }: { match: MatchRow }) {
  const t = useTranslations("roomCard");
  const phase = matchPhase(match);
  // Each name is a 24 px tall target at least (WCAG 2.5.8).
  const team = "pointer-events-auto min-h-6 max-w-24";
  return (
    <div
      className="flex items-center gap-1.5 text-xs text-white"
      aria-label={t("matchLabel", { home: match.home.name, away: match.away.name })}
    >
      <span className="shrink-0 rounded-sm bg-white/20 px-1 whitespace-nowrap">{match.league.name}</span>
      <TeamNameLink sportId={match.sportId} team={match.home} crest={14} className={team} />
      {phase === "upcoming" ? (
        // The date over the time: on one line the date took the room the names need.
        <time
          dateTime={match.kickoff}
          className="flex shrink-0 flex-col text-center text-[10px] leading-3 text-white/80 tabular-nums"
        >
          <span>{formatMonthDay(match.kickoff)}</span>
          <span className="text-xs leading-3.5 text-white">{formatTime(match.kickoff)}</span>
        </time>
      ) : (
        <b
          className={`tabular-nums ${phase === "live" ? "text-[#ffd24d]" : ""}`}
          data-testid="room-match-score"
        >
          {match.homeScore}-{match.awayScore}
        </b>
      )}
      <TeamNameLink sportId={match.sportId} team={match.away} crest={14} crestAfter className={team} />
    </div>
  );
}
