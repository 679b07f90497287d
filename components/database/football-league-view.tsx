import { useTranslations } from "next-intl";
import { Sport } from "@/lib/codes/sports";
import type { FootballLeague } from "@/lib/contracts/database";
import type { FootballLeagueTab } from "@/lib/database-links";
import { FootballStandings, ZoneLegend } from "./football-standings";
import { KnockoutBracket } from "./knockout-bracket";
import { LeaderTable } from "./leader-table";
import { LeagueHeader } from "./league-header";
import { MatchTable } from "./match-table";
import { ROW, Section, TABLE } from "./section";
import { TeamLink } from "./team-link";

function StandingsTab({ data }: { data: FootballLeague }) {
  const t = useTranslations("database");
  const hasKnockout = data.rounds.some((r) => r.isKnockout);
  return (
    <>
      {/* A cup the seed keeps as knockout rounds only (the World Cup) shows its bracket alone. */}
      {(hasKnockout && data.standings.every((g) => g.rows.length === 0) ? [] : data.standings).map((g) => (
        <Section key={g.name} title={g.name ? t("table.group", { name: g.name }) : t("tabs.standings")}>
          <FootballStandings rows={g.rows} />
          <ZoneLegend zones={data.zones} />
        </Section>
      ))}
      <KnockoutBracket rounds={data.rounds} />
    </>
  );
}

function ScheduleTab({ data }: { data: FootballLeague }) {
  const t = useTranslations("database.matches");
  return (
    <>
      {data.rounds.map((r) => (
        <Section
          key={r.id}
          title={r.name}
          aside={
            <span className="text-xs text-ink-mute">
              {r.id === data.currentRoundId ? t("current") : r.isKnockout ? t("knockout") : r.stage}
            </span>
          }
        >
          <MatchTable matches={r.matches} showLeague={false} />
        </Section>
      ))}
    </>
  );
}

function ScorersTab({ data }: { data: FootballLeague }) {
  const t = useTranslations("database.leaders");
  return (
    <div className="grid grid-cols-1 gap-3">
      <Section title={t("scorers")}>
        <LeaderTable sportId={Sport.Football} leaders={data.scorers} valueLabel={t("goals")} />
      </Section>
      <Section title={t("assists")}>
        <LeaderTable sportId={Sport.Football} leaders={data.assists} valueLabel={t("assistCount")} />
      </Section>
      <Section title={t("cards")}>
        <LeaderTable sportId={Sport.Football} leaders={data.cards} valueLabel={t("cardCount")} />
      </Section>
    </div>
  );
}

function TeamsTab({ data }: { data: FootballLeague }) {
  const t = useTranslations("database");
  const keys = [
    "played",
    "goalsFor",
    "goalsAgainst",
    "possession",
    "shots",
    "shotsOnTarget",
    "corners",
    "yellow",
    "red",
  ] as const;
  return (
    <Section title={t("tabs.teams")}>
      <table className={TABLE}>
        <thead>
          <tr>
            <th className="text-left">{t("table.team")}</th>
            {keys.map((k) => (
              <th key={k}>{t(`teamStats.${k}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody className="text-center tabular-nums">
          {data.teamStats.map((s) => (
            <tr key={s.team.id} className={ROW}>
              <td className="text-left">
                <TeamLink sportId={Sport.Football} team={s.team} />
              </td>
              {keys.map((k) => (
                <td key={k}>{k === "possession" ? `${s[k]}%` : s[k]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

const TABS = { standings: StandingsTab, schedule: ScheduleTab, scorers: ScorersTab, teams: TeamsTab };

/** A football competition's page: title, seasons, tabs and the chosen view. */
export function FootballLeagueView({
  data,
  tab,
}: {
  data: FootballLeague;
  tab: Exclude<FootballLeagueTab, "transfers">;
}) {
  const View = TABS[tab];
  return (
    <div className="space-y-3 px-4">
      <LeagueHeader league={data.league} seasons={data.seasons} season={data.season} tab={tab} />
      <View data={data} />
    </div>
  );
}
