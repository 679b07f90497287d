import { useTranslations } from "next-intl";
import { PlayerNameLink } from "@/components/match/player-name-link";
import { TeamNameLink } from "@/components/match/team-name-link";
import { Sport } from "@/lib/codes/sports";
import { Panel } from "@/components/match/detail/panel";
import { footballPositionLabel } from "@/lib/codes/positions";
import type { InjuriesData } from "@/lib/contracts/match-analysis";

/** 伤停: the feed keeps no injury data yet, so this usually says so. */
type Team = { id: number; name: string };

export function InjuriesSection({
  injuries,
  home,
  away,
}: {
  injuries: InjuriesData;
  home: Team;
  away: Team;
}) {
  const t = useTranslations("matchDetail.analysis");
  const sides = [
    { team: home, list: injuries.home },
    { team: away, list: injuries.away },
  ];
  return (
    <Panel title={t("injuries")}>
      {sides.every((s) => !s.list.length) ? (
        <p className="py-6 text-center text-sm text-ink-mute">{t("noInjuries")}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {sides.map((s) => (
            <ul key={s.team.id} className="space-y-1 text-sm">
              <li>
                <TeamNameLink sportId={Sport.Football} team={s.team} className="font-semibold" />
              </li>
              {s.list.map((p) => (
                <li key={p.playerId}>
                  <PlayerNameLink sportId={Sport.Football} player={{ id: p.playerId, name: p.name }} />
                  <span className="ml-2 text-ink-mute">{footballPositionLabel(p.position)}</span>
                  <span className="ml-2 text-ink-soft">{p.reason}</span>
                </li>
              ))}
            </ul>
          ))}
        </div>
      )}
    </Panel>
  );
}
