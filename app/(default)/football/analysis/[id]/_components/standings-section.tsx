import Link from "next/link";
import { useTranslations } from "next-intl";
import { Sport } from "@/lib/codes/sports";
import { teamHref } from "@/lib/database-links";
import { Panel } from "@/components/match/detail/panel";
import type { StandingRow, StandingsData } from "@/lib/contracts/match-analysis";
import { ResultBadge } from "./past-match-table";

const COLUMNS = [
  "rank",
  "team",
  "played",
  "won",
  "drawn",
  "lost",
  "goalsFor",
  "goalsAgainst",
  "goalDifference",
  "points",
  "form",
] as const;

function Row({ row, highlight }: { row: StandingRow; highlight: boolean }) {
  return (
    <tr
      className={highlight ? "bg-brand-light font-medium" : ""}
      data-testid={highlight ? "standing-highlight" : undefined}
    >
      <td className="py-1.5 tabular-nums">{row.rank}</td>
      <td className="text-left">
        <Link href={teamHref(Sport.Football, row.teamId)} prefetch={false} className="hover:text-brand">
          {row.shortName}
        </Link>
      </td>
      {[row.played, row.won, row.drawn, row.lost, row.goalsFor, row.goalsAgainst, row.goalDifference].map(
        (v, i) => (
          <td key={i} className="tabular-nums">
            {v}
          </td>
        ),
      )}
      <td className="font-semibold tabular-nums">{row.points}</td>
      <td>
        <span className="flex justify-center gap-0.5">
          {row.form.map((f, i) => (
            <ResultBadge key={i} result={f} />
          ))}
        </span>
      </td>
    </tr>
  );
}

/** 联赛积分: both teams' rows first, then the full table (each group of a cup) with them highlighted. */
export function StandingsSection({ standings }: { standings: StandingsData | null }) {
  const t = useTranslations("matchDetail.analysis");
  if (!standings)
    return (
      <Panel title={t("standings")}>
        <p className="py-6 text-center text-sm text-ink-mute">{t("noStandings")}</p>
      </Panel>
    );
  const ours = new Set([standings.home?.teamId, standings.away?.teamId]);
  const head = (
    <thead className="bg-surface text-ink-soft">
      <tr>
        {COLUMNS.map((c) => (
          <th key={c} className={`py-2 font-normal ${c === "team" ? "text-left" : ""}`}>
            {t(`col.${c}`)}
          </th>
        ))}
      </tr>
    </thead>
  );
  const pair = [standings.home, standings.away].filter((r): r is StandingRow => r !== null);
  return (
    <Panel
      title={t("standings")}
      aside={
        <span className="text-sm font-normal text-ink-soft">
          {t("season", { league: standings.league.name, season: standings.season })}
        </span>
      }
    >
      <table className="w-full text-center text-sm">
        {head}
        <tbody className="divide-y divide-black/5">
          {pair.map((r) => (
            <Row key={r.teamId} row={r} highlight={false} />
          ))}
        </tbody>
      </table>
      <details className="mt-4" open>
        <summary className="cursor-pointer text-sm text-ink-soft hover:text-brand">{t("fullTable")}</summary>
        {standings.groups.map((g) => (
          <div key={g.name} className="mt-2">
            {g.name ? <h3 className="mb-1 text-sm font-medium">{g.name}</h3> : null}
            <table className="w-full text-center text-sm">
              {head}
              <tbody className="divide-y divide-black/5">
                {g.rows.map((r) => (
                  <Row key={r.teamId} row={r} highlight={ours.has(r.teamId)} />
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </details>
    </Panel>
  );
}
