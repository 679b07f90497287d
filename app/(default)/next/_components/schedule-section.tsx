import Link from "next/link";
import { useTranslations } from "next-intl";
import { LeagueTag } from "@/components/match/league-tag";
import { FootballStateText } from "@/components/match/football-state-text";
import { BasketStateText } from "@/components/match/basketball/basket-state-text";
import { Sport } from "@/lib/codes/sports";
import type { MatchRow } from "@/lib/contracts/match-list";
import { formatTime } from "@/lib/format/date";

const PATH = { [Sport.Football]: "/football", [Sport.Basketball]: "/basketball" } as const;

/** One sport's matches of the day: time, league, teams, score and state, links to the match pages. */
export function ScheduleSection({ sportId, rows }: { sportId: 1 | 2; rows: MatchRow[] }) {
  const t = useTranslations("schedulePage");
  const tb = useTranslations("basketball.state");
  const base = PATH[sportId];
  return (
    <section
      aria-labelledby={`sport-${sportId}`}
      className="overflow-hidden rounded-md bg-white ring-1 ring-black/5"
    >
      <h2
        id={`sport-${sportId}`}
        className="flex items-baseline gap-2 border-b border-black/5 px-4 py-2.5 text-[15px] font-semibold"
      >
        {t(`sports.${sportId}`)}
        <span className="text-xs font-normal text-ink-mute">{t("count", { count: rows.length })}</span>
      </h2>
      {rows.length ? (
        <table className="w-full text-center text-sm">
          <thead>
            <tr className="bg-[#f0f2f5] text-xs text-ink-soft">
              {(["time", "league", "state", "home", "score", "away", "data"] as const).map((k) => (
                <th key={k} scope="col" className="px-2 py-2 font-medium">
                  {t(k)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-black/5">
            {rows.map((r) => (
              <tr key={r.id} data-match-id={r.id} className="hover:bg-brand-light/40">
                <td className="w-16 px-2 py-2 text-ink-soft tabular-nums">{formatTime(r.kickoff)}</td>
                <td className="w-24 px-2 py-2">
                  <LeagueTag name={r.league.name} colour={r.league.colour} />
                </td>
                <td className="w-20 px-2 py-2 text-xs">
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
                <td className="px-2 py-2 text-right">{r.home.name}</td>
                <td className="w-20 px-2 py-2 font-semibold tabular-nums">
                  {r.state === 1 ? "VS" : `${r.homeScore}-${r.awayScore}`}
                </td>
                <td className="px-2 py-2 text-left">{r.away.name}</td>
                <td className="w-28 px-2 py-2 text-xs">
                  <Link
                    href={`${base}/analysis/${r.id}`}
                    prefetch={false}
                    className="mr-2 text-ink-soft hover:text-brand"
                  >
                    {t("analysis")}
                  </Link>
                  <Link
                    href={`${base}/live/${r.id}`}
                    prefetch={false}
                    className="text-ink-soft hover:text-brand"
                  >
                    {t("live")}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="py-10 text-center text-sm text-ink-mute">
          {t("emptySport", { sport: t(`sports.${sportId}`) })}
        </p>
      )}
    </section>
  );
}
