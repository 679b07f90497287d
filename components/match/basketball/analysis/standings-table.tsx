import { useTranslations } from "next-intl";
import { TeamNameLink } from "@/components/match/team-name-link";
import { Sport } from "@/lib/codes/sports";
import type { StandingRow } from "@/lib/contracts/basketball-analysis";

const pct = (n: number) => n.toFixed(3).replace(/^0/, "");

/** A W-L table (NBA: one conference) with the two teams of the game highlighted. */
export function StandingsTable({
  rows,
  highlight,
}: {
  rows: readonly StandingRow[];
  highlight: readonly number[];
}) {
  const t = useTranslations("basketballPages.analysis");
  const streak = (s: string) => {
    const count = Number(s.slice(1));
    if (!count) return "-";
    return t(s.startsWith("W") ? "streakWin" : "streakLoss", { count });
  };
  return (
    <table className="w-full text-center text-sm" data-testid="standings">
      <thead>
        <tr className="bg-[#f0f2f5] text-xs text-ink-soft">
          {(
            [
              "rank",
              "team",
              "played",
              "wonLost",
              "winPct",
              "gamesBehind",
              "pointsFor",
              "pointsAgainst",
              "streak",
            ] as const
          ).map((k) => (
            <th key={k} scope="col" className="px-2 py-2 font-medium">
              {t(k)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-black/5 tabular-nums">
        {rows.map((r) => (
          <tr
            key={r.teamId}
            className={highlight.includes(r.teamId) ? "bg-brand-light font-semibold text-brand" : ""}
          >
            <td className="px-2 py-1.5">{r.rank}</td>
            <td className="px-2 py-1.5 text-left">
              <TeamNameLink sportId={Sport.Basketball} team={{ id: r.teamId, name: r.name }} />
            </td>
            <td className="px-2 py-1.5">{r.played}</td>
            <td className="px-2 py-1.5">
              {r.won}-{r.lost}
            </td>
            <td className="px-2 py-1.5">{pct(r.winPct)}</td>
            <td className="px-2 py-1.5">{r.gamesBehind ? r.gamesBehind.toFixed(1) : "-"}</td>
            <td className="px-2 py-1.5">{r.pointsFor.toFixed(1)}</td>
            <td className="px-2 py-1.5">{r.pointsAgainst.toFixed(1)}</td>
            <td className={`px-2 py-1.5 ${r.streak.startsWith("W") ? "text-win" : "text-lose"}`}>
              {streak(r.streak)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
