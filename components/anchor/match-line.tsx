import type { ReactNode } from "react";
import { LeagueTag } from "@/components/match/league-tag";
import { isBasketballNotStarted } from "@/lib/codes/basketball-states";
import { basketballStateLabel } from "@/lib/codes/basketball-state-labels";
import { isFootballNotStarted } from "@/lib/codes/football-states";
import { footballStateLabel } from "@/lib/codes/football-state-labels";
import { Sport } from "@/lib/codes/sports";
import type { MatchRow } from "@/lib/contracts/match-list";
import { formatMonthDayTime } from "@/lib/format/date";

export const isNotStarted = (m: MatchRow) =>
  m.sportId === Sport.Basketball ? isBasketballNotStarted(m.state) : isFootballNotStarted(m.state);

const stateLabel = (m: MatchRow) =>
  m.sportId === Sport.Basketball ? basketballStateLabel(m.state) : footballStateLabel(m.state);

/** What a search box matches: either team or the league, by its Chinese short name. */
export function matchesWord(m: MatchRow, word: string): boolean {
  const w = word.trim().toLowerCase();
  if (!w) return true;
  return [m.home.name, m.away.name, m.league.name, m.home.nameEn, m.away.nameEn].some((name) =>
    name.toLowerCase().includes(w),
  );
}

/** One match in the anchor's pickers and schedule: time, league, teams (score once started), state. */
export function MatchLine({ match, action }: { match: MatchRow; action?: ReactNode }) {
  const started = !isNotStarted(match);
  return (
    <li className="flex items-center gap-3 border-b border-surface py-2.5 text-sm last:border-b-0">
      <span className="w-24 shrink-0 text-ink-mute tabular-nums">{formatMonthDayTime(match.kickoff)}</span>
      <LeagueTag name={match.league.name} colour={match.league.colour} />
      <span className="flex min-w-0 flex-1 items-center justify-center gap-2">
        <span className="truncate text-right">{match.home.name}</span>
        <span className={`shrink-0 tabular-nums ${started ? "font-semibold text-brand" : "text-ink-mute"}`}>
          {started ? `${match.homeScore} - ${match.awayScore}` : "VS"}
        </span>
        <span className="truncate">{match.away.name}</span>
      </span>
      <span className={`w-14 shrink-0 text-center text-xs ${started ? "text-brand" : "text-ink-mute"}`}>
        {stateLabel(match)}
      </span>
      {action ? <span className="flex h-7 w-24 shrink-0 items-center justify-end">{action}</span> : null}
    </li>
  );
}
