"use client";
import { TeamNameLink } from "@/components/match/team-name-link";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { BasketStateText } from "@/components/match/basketball/basket-state-text";
import { FootballStateText } from "@/components/match/football-state-text";
import { LeagueTag } from "@/components/match/league-tag";
import { WatchRooms } from "@/components/match/watch-rooms";
import { matchPhase } from "@/components/room/match-phase";
import { ReconnectingBadge } from "@/components/realtime/reconnecting-badge";
import type { StreamStatus } from "@/components/realtime/event-stream";
import { isBasketballLive } from "@/lib/codes/basketball-states";
import { isFootballLive } from "@/lib/codes/football-states";
import { Sport } from "@/lib/codes/sports";
import type { MatchRow } from "@/lib/contracts/match-list";
import { formatTime } from "@/lib/format/date";
import { SCHEDULE_HEADS, type ScheduleLabels } from "./schedule-labels";

const PATH = { [Sport.Football]: "/football", [Sport.Basketball]: "/basketball" } as const;

/** The rows of one sport's schedule as the live feed keeps them: state, score and where to watch. */
export function ScheduleTable({
  sportId,
  rows,
  status,
  labels,
}: {
  sportId: 1 | 2;
  rows: readonly MatchRow[];
  status: StreamStatus;
  labels: ScheduleLabels;
}) {
  const tb = useTranslations("basketball.state");
  const base = PATH[sportId];
  const inPlay = sportId === Sport.Football ? isFootballLive : isBasketballLive;
  return (
    <>
      <ReconnectingBadge status={status} className="block px-4 empty:hidden" />
      <table className="w-full text-center text-sm">
        <thead>
          <tr className="bg-[#f0f2f5] text-xs text-ink-soft">
            {SCHEDULE_HEADS.map((k) => (
              <th key={k} scope="col" className="px-2 py-2 font-medium">
                {labels.heads[k]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-black/5">
          {rows.map((r) => {
            const live = inPlay(r.state);
            return (
              <tr
                key={r.id}
                data-match-id={r.id}
                data-live={live || undefined}
                className={`hover:bg-brand-light/40 ${live ? "bg-amber-50/40" : ""}`}
              >
                <td className="w-16 px-2 py-2 text-ink-soft tabular-nums">{formatTime(r.kickoff)}</td>
                <td className="w-24 px-2 py-2">
                  <LeagueTag name={r.league.name} colour={r.league.colour} />
                </td>
                <td className="w-20 px-2 py-2 text-xs" data-testid="state">
                  {sportId === Sport.Football ? (
                    <FootballStateText state={r.state} clock={r.clock} />
                  ) : (
                    <BasketStateText
                      state={r.state}
                      clock={r.clock}
                      finishedLabel={tb("finished")}
                      notStartedLabel={tb("notStarted")}
                    />
                  )}
                </td>
                <td className="px-2 py-2 text-right">
                  <TeamNameLink sportId={sportId} team={r.home} crest={16} crestAfter />
                </td>
                <td
                  className={`w-20 px-2 py-2 font-semibold tabular-nums ${live ? "text-brand" : ""}`}
                  data-testid="score"
                >
                  {r.state === 1 ? "VS" : `${r.homeScore}-${r.awayScore}`}
                </td>
                <td className="px-2 py-2 text-left">
                  <TeamNameLink sportId={sportId} team={r.away} crest={16} />
                </td>
                <td className="w-32 px-2 py-2">
                  <WatchRooms rooms={r.watch} over={matchPhase(r) === "finished"} />
                </td>
                <td className="w-28 px-2 py-2 text-xs">
                  <Link
                    href={`${base}/analysis/${r.id}`}
                    prefetch={false}
                    className="mr-2 text-ink-soft hover:text-brand"
                  >
                    {labels.analysis}
                  </Link>
                  <Link
                    href={`${base}/live/${r.id}`}
                    prefetch={false}
                    className="text-ink-soft hover:text-brand"
                  >
                    {labels.live}
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
