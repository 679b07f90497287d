"use client";
import Link from "next/link";
import { TeamNameLink } from "@/components/match/team-name-link";
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

function Side({ row, side, showScore }: { row: MatchRow; side: "home" | "away"; showScore: boolean }) {
  const team = row[side];
  return (
    <div className="flex items-center gap-2">
      <TeamNameLink sportId={row.sportId} team={team} crest={24} className="flex-1 gap-2" />
      {showScore ? (
        <Link href={pageOf(row)} prefetch={false} className="tabular-nums hover:text-brand">
          <b>{side === "home" ? row.homeScore : row.awayScore}</b>
        </Link>
      ) : null}
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
            <div
              data-match-id={r.id}
              className="space-y-2 rounded-lg bg-white p-3 text-sm ring-1 ring-black/5 transition-shadow hover:shadow-md"
            >
              <Link href={pageOf(r)} prefetch={false} className="flex items-center justify-between text-xs">
                <LeagueTag name={r.league.name} colour={r.league.colour} />
                {live ? (
                  <span className="flex items-center gap-1 font-medium text-brand">
                    <span className="size-1.5 animate-pulse rounded-full bg-brand" />
                    {labels.live}
                  </span>
                ) : (
                  <span className="text-ink-mute tabular-nums">{formatMonthDayTime(r.kickoff)}</span>
                )}
              </Link>
              <Side row={r} side="home" showScore={live} />
              <Side row={r} side="away" showScore={live} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
