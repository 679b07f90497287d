import { useTranslations } from "next-intl";
import {
  FOOTBALL_POSITION_GROUPS,
  footballPositionGroup,
  footballPositionLabel,
} from "@/lib/codes/positions";
import { Sport } from "@/lib/codes/sports";
import type { DbMatch, FootballTeam } from "@/lib/contracts/database";
import { formatMonthDay } from "@/lib/format/date";
import { LeaderTable } from "./leader-table";
import { LineChart } from "./line-chart";
import { MatchTable } from "./match-table";
import { ROW, Section, TABLE } from "./section";
import { SquadTable } from "./squad-table";
import { TeamHeader } from "./team-header";

const FORM_MATCHES = 10;

/** Cumulative points over the team's last results, oldest first: the form line. */
export function formLine(teamId: number, results: readonly DbMatch[]) {
  let total = 0;
  return [...results]
    .slice(0, FORM_MATCHES)
    .reverse()
    .map((m) => {
      const [mine, theirs] = m.home.id === teamId ? [m.homeScore, m.awayScore] : [m.awayScore, m.homeScore];
      total += mine > theirs ? 3 : mine === theirs ? 1 : 0;
      const opponent = m.home.id === teamId ? m.away.name : m.home.name;
      return { label: formatMonthDay(m.kickoff), value: total, note: `${opponent} ${mine}-${theirs}` };
    });
}

/** A football team's page: header, form line, record per competition, squad by line, fixtures, results, scorers. */
export function FootballTeamView({ data }: { data: FootballTeam }) {
  const t = useTranslations("database");
  const lines = FOOTBALL_POSITION_GROUPS.map((g) => ({
    group: g,
    players: data.squad.filter((p) => footballPositionGroup(p.position) === g),
  })).filter((l) => l.players.length > 0);
  return (
    <div className="space-y-3 px-4">
      <TeamHeader team={data.team} />
      <Section title={t("team.formChart")}>
        <LineChart points={formLine(data.team.id, data.results)} title={t("team.formChart")} />
      </Section>
      <Section title={t("team.records")}>
        <table className={TABLE}>
          <thead>
            <tr>
              <th className="text-left">{t("player.competition")}</th>
              {(["played", "won", "drawn", "lost", "goals", "points"] as const).map((k) => (
                <th key={k}>{t(`table.${k}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody className="text-center tabular-nums">
            {data.records.map((r) => (
              <tr key={r.league.id} className={ROW}>
                <td className="text-left">{r.league.name}</td>
                <td>{r.played}</td>
                <td>{r.won}</td>
                <td>{r.drawn}</td>
                <td>{r.lost}</td>
                <td>
                  {r.goalsFor}/{r.goalsAgainst}
                </td>
                <td className="font-semibold">{r.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      {lines.map((l) => (
        <Section key={l.group} title={`${t("team.squad")} · ${t(`positionGroups.${l.group}`)}`}>
          <SquadTable sportId={Sport.Football} players={l.players} positionLabel={footballPositionLabel} />
        </Section>
      ))}
      <Section title={t("matches.fixtures")}>
        <MatchTable matches={data.fixtures} />
      </Section>
      <Section title={t("matches.results")}>
        <MatchTable matches={data.results} />
      </Section>
      <Section title={t("team.scorers")}>
        <LeaderTable sportId={Sport.Football} leaders={data.scorers} valueLabel={t("leaders.goals")} />
      </Section>
    </div>
  );
}
