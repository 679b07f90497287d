import { PlayerNameLink } from "@/components/match/player-name-link";
import { useTranslations } from "next-intl";
import { basketballPositionLabel } from "@/lib/codes/positions";
import { Sport } from "@/lib/codes/sports";
import type { BasketballPlayerAverages } from "@/lib/contracts/database";
import { ROW, TABLE } from "./section";
import { TeamLink } from "./team-link";

export const AVERAGE_COLUMNS = [
  "games",
  "minutesPlayed",
  "points",
  "rebounds",
  "assists",
  "steals",
  "blocks",
  "threePoints",
  "turnovers",
  "fouls",
  "fieldGoalsAccuracy",
  "threePointsAccuracy",
  "freeThrowsAccuracy",
] as const;

/** Players' season averages (SPEC §3 player-stat fields); `highlight` marks the column a board ranks by. */
export function AveragesTable({
  players,
  highlight,
  showTeam = true,
}: {
  players: readonly BasketballPlayerAverages[];
  highlight?: string;
  showTeam?: boolean;
}) {
  const t = useTranslations("database");
  if (players.length === 0)
    return <p className="py-4 text-center text-sm text-ink-mute">{t("leaders.none")}</p>;
  return (
    <table className={TABLE}>
      <thead>
        <tr>
          <th className="w-8">#</th>
          <th className="text-left">{t("leaders.player")}</th>
          {showTeam ? <th className="text-left">{t("leaders.team")}</th> : null}
          {AVERAGE_COLUMNS.map((k) => (
            <th key={k} className={k === highlight ? "text-brand" : ""}>
              {t(`stats.${k}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="text-center tabular-nums">
        {players.map((p, i) => (
          <tr key={p.playerId} className={ROW} data-testid="leader-row">
            <td className="text-ink-mute">{i + 1}</td>
            <td className="text-left whitespace-nowrap">
              <PlayerNameLink sportId={Sport.Basketball} player={{ id: p.playerId, name: p.name }} />
              <span className="ml-1 text-xs text-ink-mute">{basketballPositionLabel(p.position)}</span>
            </td>
            {showTeam ? (
              <td className="text-left">
                <TeamLink sportId={Sport.Basketball} team={p.team} />
              </td>
            ) : null}
            {AVERAGE_COLUMNS.map((k) => (
              <td key={k} className={k === highlight ? "font-semibold text-brand" : ""}>
                {p[k]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
