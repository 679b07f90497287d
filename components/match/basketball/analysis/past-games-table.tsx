import { Sport } from "@/lib/codes/sports";
import { TeamNameLink } from "@/components/match/team-name-link";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { PastMatch } from "@/lib/contracts/basketball-analysis";
import { formatDate } from "@/lib/format/date";
import { LeagueTag } from "../../league-tag";

/** Finished games seen from `teamId`: date, league, teams, score and 胜 / 负 for that team. */
export function PastGamesTable({ games, teamId }: { games: readonly PastMatch[]; teamId: number }) {
  const t = useTranslations("basketballPages.analysis");
  if (!games.length) return <p className="py-8 text-center text-sm text-ink-mute">{t("noMatches")}</p>;
  return (
    <table className="w-full text-center text-sm">
      <thead>
        <tr className="bg-[#f0f2f5] text-xs text-ink-soft">
          {(["date", "league", "homeTeam", "score", "awayTeam", "result"] as const).map((k) => (
            <th key={k} scope="col" className="px-2 py-2 font-medium">
              {t(k)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-black/5">
        {games.map((g) => {
          const own = g.home.id === teamId ? g.homeScore : g.awayScore;
          const other = g.home.id === teamId ? g.awayScore : g.homeScore;
          const won = own > other;
          return (
            <tr key={g.id}>
              <td className="px-2 py-1.5 text-ink-soft tabular-nums">{formatDate(g.kickoff).slice(2)}</td>
              <td className="px-2 py-1.5">
                <LeagueTag name={g.league.name} colour={g.league.colour} />
              </td>
              <td className={`px-2 py-1.5 ${g.home.id === teamId ? "font-semibold" : ""}`}>
                <TeamNameLink sportId={Sport.Basketball} team={g.home} />
              </td>
              <td className="px-2 py-1.5">
                <Link
                  href={`/basketball/live/${g.id}`}
                  prefetch={false}
                  className="font-medium tabular-nums hover:text-brand"
                >
                  {g.homeScore}-{g.awayScore}
                </Link>
              </td>
              <td className={`px-2 py-1.5 ${g.away.id === teamId ? "font-semibold" : ""}`}>
                <TeamNameLink sportId={Sport.Basketball} team={g.away} />
              </td>
              <td className={`px-2 py-1.5 font-medium ${won ? "text-win" : "text-lose"}`}>
                {won ? t("win") : t("loss")}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
