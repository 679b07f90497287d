"use client";
import { useTranslations } from "next-intl";
import { TeamNameLink } from "@/components/match/team-name-link";
import { Sport } from "@/lib/codes/sports";
import type { MatchLive } from "@/lib/contracts/match-list";
import { buildQuarterTable, playedOvertime } from "./quarter-table";

type Team = { id: number; name: string };

type Props = {
  live: Pick<MatchLive, "state" | "homeScore" | "awayScore" | "homeQuarters" | "awayQuarters">;
  home: Team;
  away: Team;
};

/** The header's quarter table: 一 二 三 四 (加时 when played) and 总分 for both teams. */
export function QuarterScoreTable({ live, home, away }: Props) {
  const t = useTranslations("basketball");
  const table = buildQuarterTable(live);
  const cells = playedOvertime(table) ? table.cells : table.cells.slice(0, 4);
  const row = (side: "home" | "away", team: Team) => (
    <tr>
      <th scope="row" className="px-3 py-1.5 text-left font-medium text-ink">
        <TeamNameLink sportId={Sport.Basketball} team={team} />
      </th>
      {cells.map((c) => (
        <td key={c.key} className={`px-3 py-1.5 tabular-nums ${c.current ? "font-semibold text-brand" : ""}`}>
          {c[side] ?? "-"}
        </td>
      ))}
      <td className="px-3 py-1.5 font-semibold tabular-nums">{table[side] ?? "-"}</td>
    </tr>
  );
  return (
    <table className="mx-auto min-w-96 text-center text-sm" data-testid="quarter-table">
      <thead>
        <tr className="text-xs text-ink-mute">
          <th scope="col" className="px-3 py-1 text-left font-normal">
            {t("columns.team")}
          </th>
          {cells.map((c) => (
            <th key={c.key} scope="col" className="px-3 py-1 font-normal">
              {t(`quarterNames.${c.key}`)}
            </th>
          ))}
          <th scope="col" className="px-3 py-1 font-normal">
            {t("columns.total")}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-black/5">
        {row("home", home)}
        {row("away", away)}
      </tbody>
    </table>
  );
}
