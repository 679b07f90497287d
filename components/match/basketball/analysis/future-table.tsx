import { Sport } from "@/lib/codes/sports";
import { TeamNameLink } from "@/components/match/team-name-link";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ComingMatch } from "@/lib/contracts/basketball-analysis";
import { formatMonthDayTime } from "@/lib/format/date";
import { LeagueTag } from "../../league-tag";

/** A team's coming games with the days from this one. */
export function FutureTable({ games }: { games: readonly ComingMatch[] }) {
  const t = useTranslations("basketballPages.analysis");
  if (!games.length) return <p className="py-8 text-center text-sm text-ink-mute">{t("noMatches")}</p>;
  return (
    <table className="w-full text-center text-sm">
      <thead>
        <tr className="bg-[#f0f2f5] text-xs text-ink-soft">
          {(["date", "league", "homeTeam", "awayTeam", "daysAway"] as const).map((k) => (
            <th key={k} scope="col" className="px-2 py-2 font-medium">
              {t(k)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-black/5">
        {games.map((g) => (
          <tr key={g.id}>
            <td className="px-2 py-1.5 text-ink-soft tabular-nums">
              <Link href={`/basketball/analysis/${g.id}`} prefetch={false} className="hover:text-brand">
                {formatMonthDayTime(g.kickoff)}
              </Link>
            </td>
            <td className="px-2 py-1.5">
              <LeagueTag name={g.league.name} colour={g.league.colour} />
            </td>
            <td className="px-2 py-1.5">
              <TeamNameLink sportId={Sport.Basketball} team={g.home} />
            </td>
            <td className="px-2 py-1.5">
              <TeamNameLink sportId={Sport.Basketball} team={g.away} />
            </td>
            <td className="px-2 py-1.5 tabular-nums">{t("days", { count: g.daysAway })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
