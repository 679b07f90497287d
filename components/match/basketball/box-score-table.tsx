"use client";
import { PlayerNameLink } from "@/components/match/player-name-link";
import { TeamNameLink } from "@/components/match/team-name-link";
import { Sport } from "@/lib/codes/sports";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { BoxScoreLine } from "@/lib/contracts/basketball";
import { basketballPositionLabel } from "@/lib/codes/positions";
import {
  madeOf,
  nextSort,
  shootingPct,
  signed,
  sortBoxScore,
  type BoxSort,
  type BoxSortKey,
} from "./box-score-format";

type Column = { key: BoxSortKey; show: (l: BoxScoreLine) => string };

const COLUMNS: Column[] = [
  { key: "minutesPlayed", show: (l) => String(l.minutesPlayed) },
  { key: "points", show: (l) => String(l.points) },
  { key: "fieldGoalsScored", show: (l) => madeOf(l.fieldGoalsScored, l.fieldGoalsAttempted) },
  { key: "threePointsScored", show: (l) => madeOf(l.threePointsScored, l.threePointsAttempted) },
  { key: "freeThrowsScored", show: (l) => madeOf(l.freeThrowsScored, l.freeThrowsAttempted) },
  { key: "rebounds", show: (l) => String(l.rebounds) },
  { key: "assists", show: (l) => String(l.assists) },
  { key: "steals", show: (l) => String(l.steals) },
  { key: "blocks", show: (l) => String(l.blocks) },
  { key: "turnovers", show: (l) => String(l.turnovers) },
  { key: "fouls", show: (l) => String(l.fouls) },
  { key: "plusMinus", show: (l) => signed(l.plusMinus) },
];
const PCT = {
  fieldGoalsScored: (l: BoxScoreLine) => shootingPct(l.fieldGoalsAccuracy, l.fieldGoalsAttempted),
  threePointsScored: (l: BoxScoreLine) => shootingPct(l.threePointsAccuracy, l.threePointsAttempted),
  freeThrowsScored: (l: BoxScoreLine) => shootingPct(l.freeThrowsAccuracy, l.freeThrowsAttempted),
} as Partial<Record<BoxSortKey, (l: BoxScoreLine) => string>>;
const PCT_LABEL = {
  fieldGoalsScored: "fieldGoalsAccuracy",
  threePointsScored: "threePointsAccuracy",
  freeThrowsScored: "freeThrowsAccuracy",
} as const;

/** One team's box score: starters then bench, every SPEC stat, sortable by clicking a column. */
export function BoxScoreTable({
  team,
  lines,
}: {
  team: { id: number; name: string };
  lines: readonly BoxScoreLine[];
}) {
  const t = useTranslations("basketball.box");
  const [sort, setSort] = useState<BoxSort>({ key: null, desc: true });
  const sorted = sortBoxScore(lines, sort);
  const header = (c: Column) => {
    const active = sort.key === c.key;
    return (
      <th
        key={c.key}
        scope="col"
        aria-sort={active ? (sort.desc ? "descending" : "ascending") : "none"}
        className="px-1.5 py-2 font-medium"
      >
        <button
          type="button"
          onClick={() => setSort((s) => nextSort(s, c.key))}
          title={t("sortBy", { column: t(c.key) })}
          className={`whitespace-nowrap hover:text-brand ${active ? "text-brand" : ""}`}
        >
          {t(c.key)}
          {active ? (sort.desc ? " ↓" : " ↑") : ""}
        </button>
      </th>
    );
  };
  const pctHeader = (key: BoxSortKey) =>
    key in PCT ? (
      <th key={`${key}-pct`} scope="col" className="px-1.5 py-2 font-medium whitespace-nowrap">
        {t(PCT_LABEL[key as keyof typeof PCT_LABEL])}
      </th>
    ) : null;
  return (
    <section aria-label={`${team.name} ${t("title")}`} className="overflow-x-auto">
      <h3 className="px-3 py-2 text-sm font-semibold text-ink">
        <TeamNameLink sportId={Sport.Basketball} team={team} /> {t("title")}
      </h3>
      <table className="w-full border-collapse text-center text-sm" data-testid="box-score">
        <thead>
          <tr className="bg-[#f0f2f5] text-xs text-ink-soft">
            <th scope="col" className="w-10 px-1.5 py-2 font-medium">
              {t("number")}
            </th>
            <th scope="col" className="px-1.5 py-2 text-left font-medium">
              {t("player")}
            </th>
            <th scope="col" className="px-1.5 py-2 font-medium">
              {t("position")}
            </th>
            {COLUMNS.flatMap((c) => [header(c), pctHeader(c.key)])}
          </tr>
        </thead>
        <tbody className="divide-y divide-black/5">
          {sorted.map((l, i) => (
            <tr
              key={l.playerId}
              className={i > 0 && sorted[i - 1].starter && !l.starter ? "border-t-2 border-black/10" : ""}
            >
              <td className="px-1.5 py-1.5 text-ink-mute tabular-nums">{l.number}</td>
              <td className="px-1.5 py-1.5 text-left whitespace-nowrap">
                <PlayerNameLink sportId={Sport.Basketball} player={{ id: l.playerId, name: l.name }} />
                {l.starter ? (
                  <span className="ml-1 rounded bg-brand-light px-1 text-[10px] text-brand">
                    {t("starters")}
                  </span>
                ) : null}
              </td>
              <td className="px-1.5 py-1.5 text-xs text-ink-soft">{basketballPositionLabel(l.position)}</td>
              {COLUMNS.flatMap((c) => [
                <td
                  key={c.key}
                  className={`px-1.5 py-1.5 tabular-nums ${c.key === "points" ? "font-semibold" : ""}`}
                >
                  {c.show(l)}
                </td>,
                PCT[c.key] ? (
                  <td key={`${c.key}-pct`} className="px-1.5 py-1.5 text-ink-soft tabular-nums">
                    {PCT[c.key]!(l)}
                  </td>
                ) : null,
              ])}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
