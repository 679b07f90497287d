import Link from "next/link";
import { useTranslations } from "next-intl";
import { footballPositionLabel } from "@/lib/codes/positions";
import { Sport } from "@/lib/codes/sports";
import type { FootballPlayer } from "@/lib/contracts/database";
import { leagueHref, matchPageHref } from "@/lib/database-links";
import { formatMonthDay, formatMonthDayTime } from "@/lib/format/date";
import { BarChart } from "./bar-chart";
import { PlayerHeader } from "./player-header";
import { ROW, Section, TABLE } from "./section";
import { TeamLink } from "./team-link";

const GOAL = "#e8372c";
const ASSIST = "#f59e0b";

/** A football player's page: profile, goals and assists per match, a line per competition and season, recent matches. */
export function FootballPlayerView({ data }: { data: FootballPlayer }) {
  const t = useTranslations("database");
  const bars = [...data.matches].reverse().map((m) => ({
    label: formatMonthDay(m.match.kickoff),
    values: [m.goals, m.assists],
    note: `${m.match.home.name} ${m.match.homeScore}-${m.match.awayScore} ${m.match.away.name}`,
  }));
  const columns = ["appearances", "starts", "goals", "assists", "yellow", "red"] as const;
  return (
    <div className="space-y-3 px-4">
      <PlayerHeader
        sportId={Sport.Football}
        player={data.player}
        positionLabel={footballPositionLabel(data.player.position)}
      />
      <Section title={t("player.seasonChart")}>
        <BarChart bars={bars} colours={[GOAL, ASSIST]} title={t("chart.goalsAssists")} />
      </Section>
      <Section title={t("player.seasons")}>
        <table className={TABLE}>
          <thead>
            <tr>
              <th className="text-left">{t("player.competition")}</th>
              <th>{t("season")}</th>
              {columns.map((k) => (
                <th key={k}>{t(`player.${k}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody className="text-center tabular-nums">
            {data.seasons.map((s) => (
              <tr key={`${s.league.id}-${s.season}`} className={ROW}>
                <td className="text-left">
                  <Link
                    href={leagueHref(Sport.Football, s.league.id)}
                    prefetch={false}
                    className="hover:text-brand"
                  >
                    {s.league.name}
                  </Link>
                </td>
                <td>{s.season}</td>
                {columns.map((k) => (
                  <td key={k}>{s[k]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section title={t("player.recent")}>
        <table className={TABLE}>
          <thead>
            <tr>
              <th className="text-left">{t("matches.time")}</th>
              <th>{t("matches.league")}</th>
              <th className="text-right">{t("matches.home")}</th>
              <th>{t("matches.score")}</th>
              <th className="text-left">{t("matches.away")}</th>
              <th>{t("player.starter")}</th>
              <th>{t("player.goals")}</th>
              <th>{t("player.assists")}</th>
              <th>{t("player.yellow")}</th>
              <th>{t("player.red")}</th>
            </tr>
          </thead>
          <tbody className="text-center tabular-nums">
            {data.matches.map((m) => (
              <tr key={m.match.id} className={ROW}>
                <td className="text-left text-ink-mute">{formatMonthDayTime(m.match.kickoff)}</td>
                <td>{m.match.league.name}</td>
                <td className="text-right">
                  <TeamLink sportId={Sport.Football} team={m.match.home} />
                </td>
                <td>
                  <Link
                    href={matchPageHref(Sport.Football, m.match.id)}
                    prefetch={false}
                    className="font-semibold hover:text-brand"
                  >
                    {m.match.homeScore}-{m.match.awayScore}
                  </Link>
                </td>
                <td className="text-left">
                  <TeamLink sportId={Sport.Football} team={m.match.away} />
                </td>
                <td>{t(m.starter ? "player.starter" : "player.sub")}</td>
                <td>{m.goals || ""}</td>
                <td>{m.assists || ""}</td>
                <td>{m.yellow || ""}</td>
                <td>{m.red || ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {data.matches.length === 0 ? (
          <p className="py-4 text-center text-sm text-ink-mute">{t("player.noGames")}</p>
        ) : null}
      </Section>
    </div>
  );
}
