import { useTranslations } from "next-intl";
import { Panel } from "@/components/match/detail/panel";
import { TeamNameLink } from "@/components/match/team-name-link";
import { Sport } from "@/lib/codes/sports";
import type { H2hData } from "@/lib/contracts/match-analysis";
import { PastMatchTable } from "./past-match-table";

type Team = { id: number; name: string };

export function H2hSection({ h2h, home }: { h2h: H2hData; home: Team }) {
  const t = useTranslations("matchDetail.analysis");
  return (
    <Panel title={t("h2h")}>
      {h2h.matches.length ? (
        <>
          <p className="mb-3 text-sm text-ink-soft">
            {t.rich("h2hSummary", {
              ...h2h.summary,
              name: home.name,
              team: () => <TeamNameLink sportId={Sport.Football} team={home} className="text-ink" />,
            })}
          </p>
          <PastMatchTable matches={h2h.matches} teamId={h2h.teamId} />
        </>
      ) : (
        <p className="py-6 text-center text-sm text-ink-mute">{t("noH2h")}</p>
      )}
    </Panel>
  );
}
