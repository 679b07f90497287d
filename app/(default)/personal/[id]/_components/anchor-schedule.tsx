"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { LeagueTag } from "@/components/match/league-tag";
import { useLiveMatches } from "@/components/match/score-list/use-live-matches";
import { TeamNameLink } from "@/components/match/team-name-link";
import { matchHref, matchPhase } from "@/components/room/match-phase";
import type { MatchRow } from "@/lib/contracts/match-list";
import { formatMonthDayTime } from "@/lib/format/date";

/** 主播赛程: the matches this anchor plans to commentate, scores kept live. */
export function AnchorSchedule({ matches: initial }: { matches: MatchRow[] }) {
  const t = useTranslations("personal.schedule");
  const matches = useLiveMatches(initial);
  return (
    <section aria-label={t("title")} className="rounded-lg bg-white p-5 ring-1 ring-black/5">
      <h2 className="border-l-4 border-brand pl-2 font-semibold">{t("title")}</h2>
      {matches.length ? (
        <ul className="mt-3 divide-y divide-black/5">
          {matches.map((m) => {
            const phase = matchPhase(m);
            return (
              <li key={`${m.sportId}-${m.id}`}>
                <div className="flex items-center gap-3 py-2.5 text-sm">
                  <Link
                    href={matchHref(m)}
                    prefetch={false}
                    className="flex shrink-0 items-center gap-3 hover:text-brand"
                  >
                    <LeagueTag name={m.league.name} colour={m.league.colour} />
                    <span className="w-24 shrink-0 text-xs text-ink-mute tabular-nums">
                      {formatMonthDayTime(m.kickoff)}
                    </span>
                  </Link>
                  <span className="flex min-w-0 flex-1 justify-end">
                    <TeamNameLink sportId={m.sportId} team={m.home} crest={20} crestAfter />
                  </span>
                  <Link
                    href={matchHref(m)}
                    prefetch={false}
                    className={`w-12 text-center font-semibold tabular-nums hover:text-brand ${phase === "live" ? "text-brand" : "text-ink-mute"}`}
                  >
                    {phase === "upcoming" ? t("vs") : `${m.homeScore}-${m.awayScore}`}
                  </Link>
                  <span className="flex min-w-0 flex-1">
                    <TeamNameLink sportId={m.sportId} team={m.away} crest={20} />
                  </span>
                  {phase === "live" ? <span className="shrink-0 text-xs text-brand">{t("live")}</span> : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="py-10 text-center text-sm text-ink-mute">{t("empty")}</p>
      )}
    </section>
  );
}
