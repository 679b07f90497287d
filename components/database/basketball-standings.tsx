import { useTranslations } from "next-intl";
import { Sport } from "@/lib/codes/sports";
import type { BasketballTableRow } from "@/lib/contracts/database";
import { ROW, TABLE } from "./section";
import { TeamLink } from "./team-link";

function Streak({ streak }: { streak: string }) {
  const t = useTranslations("database.streak");
  const kind = streak[0];
  if (kind !== "W" && kind !== "L") return null;
  return (
    <span className={kind === "W" ? "text-brand" : "text-emerald-700"}>
      {t(kind, { count: Number(streak.slice(1)) })}
    </span>
  );
}

/** A conference's W-L table: win percentage, games behind, points for and against per game, the current run. */
export function BasketballStandings({ rows }: { rows: readonly BasketballTableRow[] }) {
  const t = useTranslations("database.table");
  return (
    <table className={TABLE} data-testid="standings-table">
      <thead>
        <tr>
          <th className="w-10">{t("rank")}</th>
          <th className="text-left">{t("team")}</th>
          <th>{t("won")}</th>
          <th>{t("lost")}</th>
          <th>{t("winPct")}</th>
          <th>{t("gamesBehind")}</th>
          <th>{t("pointsFor")}</th>
          <th>{t("pointsAgainst")}</th>
          <th>{t("streak")}</th>
        </tr>
      </thead>
      <tbody className="text-center tabular-nums">
        {rows.map((r) => (
          <tr key={r.team.id} className={ROW}>
            <td className="text-ink-mute">{r.rank}</td>
            <td className="text-left">
              <TeamLink sportId={Sport.Basketball} team={r.team} />
            </td>
            <td>{r.won}</td>
            <td>{r.lost}</td>
            <td>{(r.winPct * 100).toFixed(1)}%</td>
            <td>{r.gamesBehind || "-"}</td>
            <td>{r.played ? (r.pointsFor / r.played).toFixed(1) : "-"}</td>
            <td>{r.played ? (r.pointsAgainst / r.played).toFixed(1) : "-"}</td>
            <td>
              <Streak streak={r.streak} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
