import { useTranslations } from "next-intl";
import { basketballPositionLabel } from "@/lib/codes/positions";
import { Sport } from "@/lib/codes/sports";
import type { BasketballTeam } from "@/lib/contracts/database";
import { formatMonthDay } from "@/lib/format/date";
import { AveragesTable } from "./averages-table";
import { BarChart } from "./bar-chart";
import { MatchTable } from "./match-table";
import { Section } from "./section";
import { SquadTable } from "./squad-table";
import { TeamHeader } from "./team-header";

const RECENT = 10;

/** A basketball team's page: record, points scored and allowed over the last games, roster, averages, schedule. */
export function BasketballTeamView({ data }: { data: BasketballTeam }) {
  const t = useTranslations("database");
  const id = data.team.id;
  const bars = data.results
    .slice(0, RECENT)
    .reverse()
    .map((m) => {
      const [mine, theirs] = m.home.id === id ? [m.homeScore, m.awayScore] : [m.awayScore, m.homeScore];
      return {
        label: formatMonthDay(m.kickoff),
        values: [mine],
        note: `${m.home.id === id ? m.away.name : m.home.name} ${mine}-${theirs}`,
      };
    });
  const { played, won, lost, pointsFor, pointsAgainst } = data.record;
  return (
    <div className="space-y-3 px-4">
      <TeamHeader team={data.team} />
      <Section
        title={t("team.record")}
        aside={
          <span className="text-sm text-ink-soft tabular-nums">
            {played}
            {t("table.played")} {won}
            {t("table.won")} {lost}
            {t("table.lost")} · {t("team.perGame")} {pointsFor} / {pointsAgainst}
          </span>
        }
      >
        <BarChart bars={bars} colours={["#e8372c"]} title={t("team.pointsChart")} />
      </Section>
      <Section title={t("team.players")}>
        <AveragesTable players={data.players} highlight="points" showTeam={false} />
      </Section>
      <Section title={t("team.roster")}>
        <SquadTable
          sportId={Sport.Basketball}
          players={data.roster}
          positionLabel={basketballPositionLabel}
        />
      </Section>
      <Section title={t("matches.fixtures")}>
        <MatchTable matches={data.fixtures} />
      </Section>
      <Section title={t("matches.results")}>
        <MatchTable matches={data.results} />
      </Section>
    </div>
  );
}
