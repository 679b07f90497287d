import Link from "next/link";
import { useTranslations } from "next-intl";
import { LeagueTag } from "@/components/match/league-tag";
import { isBasketballLive, isBasketballNotStarted } from "@/lib/codes/basketball-states";
import { isFootballLive, isFootballNotStarted } from "@/lib/codes/football-states";
import { Sport } from "@/lib/codes/sports";
import type { DbMatch } from "@/lib/contracts/database";
import { matchPageHref } from "@/lib/database-links";
import { formatMonthDayTime } from "@/lib/format/date";
import { ROW, TABLE } from "./section";
import { TeamLink } from "./team-link";

function Score({ match }: { match: DbMatch }) {
  const t = useTranslations("database.matches");
  const football = match.sportId === Sport.Football;
  const notStarted = football ? isFootballNotStarted(match.state) : isBasketballNotStarted(match.state);
  const live = football ? isFootballLive(match.state) : isBasketballLive(match.state);
  return (
    <Link
      href={matchPageHref(match.sportId, match.id)}
      prefetch={false}
      className={`font-semibold tabular-nums hover:underline ${live ? "text-brand" : "text-ink"}`}
    >
      {notStarted ? t("vs") : `${match.homeScore}-${match.awayScore}`}
    </Link>
  );
}

/** Fixtures or results: time, competition, teams linking to their pages and the score linking to the match. */
export function MatchTable({
  matches,
  showLeague = true,
}: {
  matches: readonly DbMatch[];
  showLeague?: boolean;
}) {
  const t = useTranslations("database.matches");
  if (matches.length === 0) return <p className="py-4 text-center text-sm text-ink-mute">{t("none")}</p>;
  return (
    <table className={TABLE}>
      <thead>
        <tr>
          <th className="w-28 text-left">{t("time")}</th>
          {showLeague ? <th className="w-20">{t("league")}</th> : null}
          <th className="text-right">{t("home")}</th>
          <th className="w-20 text-center">{t("score")}</th>
          <th className="text-left">{t("away")}</th>
          <th className="w-16 text-center">{t("half")}</th>
        </tr>
      </thead>
      <tbody>
        {matches.map((m) => (
          <tr key={m.id} className={ROW} data-testid="db-match-row">
            <td className="text-ink-mute tabular-nums">{formatMonthDayTime(m.kickoff)}</td>
            {showLeague ? (
              <td className="text-center">
                <LeagueTag name={m.league.name} colour={m.league.colour} />
              </td>
            ) : null}
            <td className="text-right">
              <TeamLink sportId={m.sportId} team={m.home} />
            </td>
            <td className="text-center">
              <Score match={m} />
            </td>
            <td>
              <TeamLink sportId={m.sportId} team={m.away} />
            </td>
            <td className="text-center text-ink-mute tabular-nums">
              {m.homeHalfScore !== null && m.awayHalfScore !== null
                ? `${m.homeHalfScore}-${m.awayHalfScore}`
                : ""}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
