import { basketballStateLabel } from "@/lib/codes/basketball-states";
import { footballStateLabel, FootballState } from "@/lib/codes/football-states";
import { Sport } from "@/lib/codes/sports";
import type { MatchRow } from "@/lib/contracts/match-list";
import { SiteLink } from "@/components/layout/site-link";
import { accountTime } from "./account-time";

export const matchHref = (m: Pick<MatchRow, "id" | "sportId">) =>
  `/${m.sportId === Sport.Basketball ? "basketball" : "football"}/live/${m.id}`;

/** League, kick-off, the two teams with the score once started, and the state. */
export function MatchLine({ match }: { match: MatchRow }) {
  const started = match.state !== FootballState.NotStarted;
  const state =
    match.sportId === Sport.Basketball ? basketballStateLabel(match.state) : footballStateLabel(match.state);
  return (
    <div className="flex min-w-0 flex-1 items-center gap-4 text-sm">
      <span className="w-16 shrink-0 truncate" style={{ color: match.league.colour }}>
        {match.league.name}
      </span>
      <span className="w-32 shrink-0 text-ink-mute tabular-nums">{accountTime(match.kickoff)}</span>
      <SiteLink
        href={matchHref(match)}
        className="flex min-w-0 flex-1 items-center justify-center gap-3 hover:text-brand"
      >
        <span className="min-w-0 flex-1 truncate text-right">{match.home.name}</span>
        <span className="w-14 shrink-0 text-center font-semibold tabular-nums">
          {started ? `${match.homeScore} - ${match.awayScore}` : "VS"}
        </span>
        <span className="min-w-0 flex-1 truncate">{match.away.name}</span>
      </SiteLink>
      <span className="w-14 shrink-0 text-center text-xs text-ink-soft">{state}</span>
    </div>
  );
}
