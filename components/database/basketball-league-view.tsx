import { useTranslations } from "next-intl";
import type { BasketballLeague } from "@/lib/contracts/database";
import { AveragesTable } from "./averages-table";
import { BasketballStandings } from "./basketball-standings";
import { LeagueHeader } from "./league-header";
import { MatchTable } from "./match-table";
import { Section } from "./section";

/** A basketball league's page: standings by conference, stat leaders, latest results and next games. */
export function BasketballLeagueView({ data }: { data: BasketballLeague }) {
  const t = useTranslations("database");
  return (
    <div className="space-y-3 px-4">
      <LeagueHeader league={data.league} seasons={data.seasons} season={data.season} />
      <div className={`grid gap-3 ${data.standings.length > 1 ? "grid-cols-2" : "grid-cols-1"}`}>
        {data.standings.map((g) => (
          <Section key={g.name} title={g.name || t("tabs.standings")}>
            <BasketballStandings rows={g.rows} />
          </Section>
        ))}
      </div>
      {data.leaders.map((board) => (
        <Section key={board.field} title={`${t(`stats.${board.field}`)}${t("front.hotBoard")}`}>
          <AveragesTable players={board.players} highlight={board.field} />
        </Section>
      ))}
      <Section title={t("matches.fixtures")}>
        <MatchTable matches={data.fixtures} showLeague={false} />
      </Section>
      <Section title={t("matches.results")}>
        <MatchTable matches={data.results} showLeague={false} />
      </Section>
    </div>
  );
}
