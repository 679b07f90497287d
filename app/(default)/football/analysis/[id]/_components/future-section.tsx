import { Sport } from "@/lib/codes/sports";
import { TeamNameLink } from "@/components/match/team-name-link";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { LeagueTag } from "@/components/match/league-tag";
import { matchTabHref } from "@/components/match/detail/match-tabs";
import { Panel } from "@/components/match/detail/panel";
import type { FutureData, FutureMatch } from "@/lib/contracts/match-analysis";
import { formatDate, formatTime } from "@/lib/format/date";

type Side = { id: number; name: string };

function Fixtures({ team, list }: { team: Side; list: readonly FutureMatch[] }) {
  const t = useTranslations("matchDetail.analysis");
  const teamId = team.id;
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold">
        <TeamNameLink sportId={Sport.Football} team={team} />
      </h3>
      {list.length ? (
        <table className="w-full text-center text-sm">
          <tbody className="divide-y divide-black/5">
            {list.map((m) => (
              <tr key={m.id} data-testid="future-match">
                <td className="py-2 text-ink-soft tabular-nums">{`${formatDate(m.kickoff)} ${formatTime(m.kickoff)}`}</td>
                <td>
                  <LeagueTag name={m.league.name} colour={m.league.colour} />
                </td>
                <td>
                  <TeamNameLink
                    sportId={Sport.Football}
                    team={m.home}
                    className={m.home.id === teamId ? "font-semibold" : ""}
                  />
                  <Link href={matchTabHref("analysis", m.id)} className="mx-2 text-ink-mute hover:text-brand">
                    vs
                  </Link>
                  <TeamNameLink
                    sportId={Sport.Football}
                    team={m.away}
                    className={m.away.id === teamId ? "font-semibold" : ""}
                  />
                </td>
                <td className="text-ink-mute">{t("days", { days: m.daysAway })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="py-4 text-center text-sm text-ink-mute">{t("noFuture")}</p>
      )}
    </div>
  );
}

/** 未来赛程: each team's next three fixtures and the days between them and this match. */
export function FutureSection({ future, home, away }: { future: FutureData; home: Side; away: Side }) {
  const t = useTranslations("matchDetail.analysis");
  return (
    <Panel title={t("future")}>
      <div className="grid gap-5 lg:grid-cols-2">
        <Fixtures team={home} list={future.home} />
        <Fixtures team={away} list={future.away} />
      </div>
    </Panel>
  );
}
