"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useReducer, useRef } from "react";
import { TeamBadge } from "@/components/match/team-badge";
import { LeagueTag } from "@/components/match/league-tag";
import { initLiveRows, liveRowsReducer } from "@/components/match/score-list/live-reducer";
import { useCatchUp } from "@/components/match/score-list/use-catch-up";
import { useLiveFeed } from "@/components/match/score-list/use-live-feed";
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
  const router = useRouter();
  const [{ rows }, dispatch] = useReducer(liveRowsReducer, initial, initLiveRows);
  const current = useRef(rows);
  useEffect(() => {
    current.current = rows;
  }, [rows]);
  const handlers = { onEvent: dispatch, onResync: () => router.refresh() };
  const football = useLiveFeed(
    Sport.Football,
    initial.some((r) => r.sportId === Sport.Football),
    handlers,
  );
  const basketball = useLiveFeed(
    Sport.Basketball,
    initial.some((r) => r.sportId === Sport.Basketball),
    handlers,
  );
  // The home page is cached: once a feed is open, catch up on what it missed.
  const opened = football === "open" || basketball === "open" ? "open" : "connecting";
  useCatchUp(opened, current, (fresh) => dispatch({ type: "reset", rows: fresh }));
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
