"use client";
import Link from "next/link";
import { TeamBadge } from "@/components/match/team-badge";
import { LeagueTag } from "@/components/match/league-tag";
import { useLiveMatches } from "@/components/match/score-list/use-live-matches";
import { isBasketballLive } from "@/lib/codes/basketball-states";
import { isFootballLive } from "@/lib/codes/football-states";
import { Sport } from "@/lib/codes/sports";
import type { MatchRow } from "@/lib/contracts/match-list";
import { formatMonthDayTime } from "@/lib/format/date";

type Labels = { live: string };
const inPlay = (r: MatchRow) =>
  r.sportId === Sport.Football ? isFootballLive(r.state) : isBasketballLive(r.state);
const pageOf = (r: MatchRow) => `/${r.sportId === Sport.Football ? "football" : "basketball"}/live/${r.id}`;

function Side({ team, score, showScore }: { team: MatchRow["home"]; score: number; showScore: boolean }) {
  return (
    <div className="flex items-center gap-2">
      <TeamBadge name={team.name} colour={team.colour} colour2={team.colour2} size={24} />
      <span className="flex-1 truncate">{team.name}</span>
      {showScore ? <b className="tabular-nums">{score}</b> : null}
    </div>
  );
}

/** The hot matches as cards, scores kept live over both sports' feeds. */
export function HotMatchCards({ rows: initial, labels }: { rows: MatchRow[]; labels: Labels }) {
  const rows = useLiveMatches(initial);
  return (
    <ul id="hot-matches" className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {rows.map((r) => {
        const live = inPlay(r);
        return (
          <li key={r.id}>
            <Link
              href={pageOf(r)}
              prefetch={false}
              data-match-id={r.id}
              className="block space-y-2 rounded-lg bg-white p-3 text-sm ring-1 ring-black/5 transition-shadow hover:shadow-md"
            >
              <div className="flex items-center justify-between text-xs">
                <LeagueTag name={r.league.name} colour={r.league.colour} />
                {live ? (
                  <span className="flex items-center gap-1 font-medium text-brand">
                    <span className="size-1.5 animate-pulse rounded-full bg-brand" />
                    {labels.live}
                  </span>
                ) : (
                  <span className="text-ink-mute tabular-nums">{formatMonthDayTime(r.kickoff)}</span>
                )}
              </div>
              <Side team={r.home} score={r.homeScore} showScore={live} />
              <Side team={r.away} score={r.awayScore} showScore={live} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
