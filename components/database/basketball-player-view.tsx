import Link from "next/link";
import { useTranslations } from "next-intl";
import { basketballPositionLabel } from "@/lib/codes/positions";
import { Sport } from "@/lib/codes/sports";
import type { BasketballPlayer } from "@/lib/contracts/database";
import { matchPageHref } from "@/lib/database-links";
import { formatMonthDay } from "@/lib/format/date";
import { BarChart } from "./bar-chart";
import { PlayerHeader } from "./player-header";
import { ROW, Section, TABLE } from "./section";
import { TeamLink } from "./team-link";

const AVERAGES = [
  "games",
  "starts",
  "minutesPlayed",
  "points",
  "rebounds",
  "assists",
  "steals",
  "blocks",
  "turnovers",
  "fouls",
  "fieldGoalsAccuracy",
  "threePointsAccuracy",
  "freeThrowsAccuracy",
] as const;
const LOG = [
  "minutesPlayed",
  "points",
  "rebounds",
  "assists",
  "steals",
  "blocks",
  "turnovers",
  "fouls",
  "plusMinus",
] as const;

/** A basketball player's page: profile, season averages, points per game chart and the game log, all from box scores. */
export function BasketballPlayerView({ data }: { data: BasketballPlayer }) {
  const t = useTranslations("database");
  const bars = [...data.games].reverse().map((g) => ({
    label: formatMonthDay(g.match.kickoff),
    values: [g.points],
    note: `${g.match.home.name} ${g.match.homeScore}-${g.match.awayScore} ${g.match.away.name}`,
  }));
  return (
    <div className="space-y-3 px-4">
      <PlayerHeader
        sportId={Sport.Basketball}
        player={data.player}
        positionLabel={basketballPositionLabel(data.player.position)}
      />
      <Section title={t("player.averages")}>
        {data.averages ? (
          <dl className="grid grid-cols-7 gap-2 text-center" data-testid="season-averages">
            {AVERAGES.map((k) => (
              <div key={k} className="rounded bg-surface py-2">
                <dt className="text-xs text-ink-mute">{t(`stats.${k}`)}</dt>
                <dd className="text-lg font-semibold text-ink tabular-nums">{data.averages![k]}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="py-4 text-center text-sm text-ink-mute">{t("player.noGames")}</p>
        )}
      </Section>
      <Section title={t("player.seasonChart")}>
        <BarChart bars={bars} colours={["#e8372c"]} title={t("chart.points")} />
      </Section>
      <Section title={t("player.gameLog")}>
        <table className={TABLE}>
          <thead>
            <tr>
              <th className="text-left">{t("matches.time")}</th>
              <th className="text-left">{t("stats.opponent")}</th>
              <th>{t("matches.score")}</th>
              <th>{t("player.starter")}</th>
              {LOG.map((k) => (
                <th key={k}>{t(`stats.${k}`)}</th>
              ))}
              <th>{t("stats.fieldGoals")}</th>
              <th>{t("stats.threes")}</th>
              <th>{t("stats.freeThrows")}</th>
            </tr>
          </thead>
          <tbody className="text-center tabular-nums">
            {data.games.map((g) => {
              const home = g.match.home.id === data.player.team.id;
              return (
                <tr key={g.match.id} className={ROW}>
                  <td className="text-left text-ink-mute">{formatMonthDay(g.match.kickoff)}</td>
                  <td className="text-left">
                    <TeamLink sportId={Sport.Basketball} team={home ? g.match.away : g.match.home} />
                  </td>
                  <td>
                    <Link
                      href={matchPageHref(Sport.Basketball, g.match.id)}
                      prefetch={false}
                      className="font-semibold hover:text-brand"
                    >
                      {g.match.homeScore}-{g.match.awayScore}
                    </Link>
                  </td>
                  <td>{t(g.starter ? "player.starter" : "player.sub")}</td>
                  {LOG.map((k) => (
                    <td key={k}>{g[k]}</td>
                  ))}
                  <td>
                    {g.fieldGoalsScored}/{g.fieldGoalsAttempted}
                  </td>
                  <td>
                    {g.threePointsScored}/{g.threePointsAttempted}
                  </td>
                  <td>
                    {g.freeThrowsScored}/{g.freeThrowsAttempted}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Section>
    </div>
  );
}
