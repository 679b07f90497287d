import { PlayerNameLink } from "@/components/match/player-name-link";
import { useTranslations } from "next-intl";
import type { PlayerLeader } from "@/lib/contracts/database";
import { ROW, TABLE } from "./section";
import { TeamLink } from "./team-link";

/** A ranked board of players (goals, assists, cards) with links to the players and their teams. */
export function LeaderTable({
  sportId,
  leaders,
  valueLabel,
}: {
  sportId: number;
  leaders: readonly PlayerLeader[];
  valueLabel: string;
}) {
  const t = useTranslations("database.leaders");
  if (leaders.length === 0) return <p className="py-4 text-center text-sm text-ink-mute">{t("none")}</p>;
  return (
    <table className={TABLE}>
      <thead>
        <tr>
          <th className="w-10">#</th>
          <th className="text-left">{t("player")}</th>
          <th className="text-left">{t("team")}</th>
          <th>{valueLabel}</th>
          <th className="text-left">{t("detail")}</th>
        </tr>
      </thead>
      <tbody>
        {leaders.map((l, i) => (
          <tr key={l.playerId} className={ROW} data-testid="leader-row">
            <td className="text-center text-ink-mute">{i + 1}</td>
            <td>
              <PlayerNameLink sportId={sportId} player={{ id: l.playerId, name: l.name }} />
            </td>
            <td>
              <TeamLink sportId={sportId} team={l.team} />
            </td>
            <td className="text-center font-semibold">{l.value}</td>
            <td className="text-xs text-ink-mute">{l.detail}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
