import { useTranslations } from "next-intl";
import { TeamNameLink } from "@/components/match/team-name-link";
import { Sport } from "@/lib/codes/sports";
import type { AnalysisAll, TeamRecord } from "@/lib/contracts/basketball-analysis";
import { FutureTable } from "./future-table";
import { PastGamesTable } from "./past-games-table";
import { SectionCard } from "./section-card";
import { StandingsTable } from "./standings-table";

/** 数据分析: 联赛排名, 历史交锋, 近期战绩 and 未来赛程 of the two teams. */
export function AnalysisView({ data }: { data: AnalysisAll }) {
  const t = useTranslations("basketballPages.analysis");
  const { h2h, recent, standings, future } = data;
  const summary = (r: TeamRecord) => t("recentSummary", { ...r });
  const teamTitle = (label: string, team: { id: number; name: string }) => (
    <span>
      {label} · <TeamNameLink sportId={Sport.Basketball} team={team} />
    </span>
  );
  const ids = [h2h.home.id, h2h.away.id];
  return (
    <div className="space-y-4">
      {standings.groups.map((g) => (
        <SectionCard
          key={g.name}
          title={t("standings")}
          extra={t("table", { league: standings.league, season: standings.season, group: g.name })}
        >
          <StandingsTable rows={g.rows} highlight={ids} />
        </SectionCard>
      ))}
      <SectionCard
        title={t("h2h")}
        extra={
          h2h.matches.length
            ? t.rich("h2hSummary", {
                ...h2h.homeRecord,
                name: h2h.home.name,
                team: () => <TeamNameLink sportId={Sport.Basketball} team={h2h.home} />,
              })
            : undefined
        }
      >
        <PastGamesTable games={h2h.matches} teamId={h2h.home.id} />
      </SectionCard>
      <div className="grid gap-4 lg:grid-cols-2">
        {(["home", "away"] as const).map((side) => (
          <SectionCard
            key={side}
            title={teamTitle(t("recent"), recent[side].team)}
            extra={summary(recent[side].record)}
          >
            <PastGamesTable games={recent[side].matches} teamId={recent[side].team.id} />
          </SectionCard>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {(["home", "away"] as const).map((side) => (
          <SectionCard key={side} title={teamTitle(t("future"), future[side].team)}>
            <FutureTable games={future[side].matches} />
          </SectionCard>
        ))}
      </div>
    </div>
  );
}
