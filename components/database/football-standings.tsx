import { useTranslations } from "next-intl";
import type { TableZoneKey } from "@/lib/codes/league-zones";
import { Sport } from "@/lib/codes/sports";
import type { FootballTableRow } from "@/lib/contracts/database";
import { FormLetters } from "./form-letters";
import { ROW, TABLE } from "./section";
import { TeamLink } from "./team-link";

export const ZONE_COLOURS: Record<TableZoneKey, string> = {
  championsLeague: "#1d4ed8",
  europaLeague: "#ea580c",
  conferenceLeague: "#16a34a",
  asianChampions: "#1d4ed8",
  libertadores: "#1d4ed8",
  promotion: "#1d4ed8",
  promotionPlayoff: "#0891b2",
  knockout: "#1d4ed8",
  knockoutPlayoff: "#0891b2",
  relegation: "#dc2626",
};

const split = (r: FootballTableRow["home"]) => `${r.won}/${r.drawn}/${r.lost} · ${r.points}`;

/** A points table: zone band, team link, record, goals, points, home and away splits and form. */
export function FootballStandings({ rows }: { rows: readonly FootballTableRow[] }) {
  const t = useTranslations("database.table");
  if (rows.every((r) => r.played === 0))
    return <p className="py-4 text-center text-sm text-ink-mute">{t("empty")}</p>;
  return (
    <table className={TABLE} data-testid="standings-table">
      <thead>
        <tr>
          <th className="w-10">{t("rank")}</th>
          <th className="text-left">{t("team")}</th>
          <th>{t("played")}</th>
          <th>{t("won")}</th>
          <th>{t("drawn")}</th>
          <th>{t("lost")}</th>
          <th>{t("goals")}</th>
          <th>{t("goalDifference")}</th>
          <th>{t("points")}</th>
          <th>{t("home")}</th>
          <th>{t("away")}</th>
          <th>{t("form")}</th>
        </tr>
      </thead>
      <tbody className="text-center tabular-nums">
        {rows.map((r) => (
          <tr key={r.team.id} className={ROW}>
            <td>
              <span
                className="inline-block w-6 rounded-sm text-xs leading-5"
                style={
                  r.zone
                    ? { backgroundColor: ZONE_COLOURS[r.zone as TableZoneKey], color: "#fff" }
                    : undefined
                }
              >
                {r.rank}
              </span>
            </td>
            <td className="text-left">
              <TeamLink sportId={Sport.Football} team={r.team} />
            </td>
            <td>{r.played}</td>
            <td>{r.won}</td>
            <td>{r.drawn}</td>
            <td>{r.lost}</td>
            <td>
              {r.goalsFor}/{r.goalsAgainst}
            </td>
            <td>{r.goalDifference > 0 ? `+${r.goalDifference}` : r.goalDifference}</td>
            <td className="font-semibold text-ink">{r.points}</td>
            <td className="text-xs text-ink-soft">{split(r.home)}</td>
            <td className="text-xs text-ink-soft">{split(r.away)}</td>
            <td>
              <FormLetters form={r.form} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The colour key of the table's zones, as the league's rules name them. */
export function ZoneLegend({ zones }: { zones: readonly string[] }) {
  const t = useTranslations("database.zones");
  if (zones.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-3 text-xs text-ink-soft">
      {zones.map((z) => (
        <li key={z} className="inline-flex items-center gap-1">
          <span
            className="inline-block size-3 rounded-sm"
            style={{ backgroundColor: ZONE_COLOURS[z as TableZoneKey] }}
          />
          {t(z as TableZoneKey)}
        </li>
      ))}
    </ul>
  );
}
