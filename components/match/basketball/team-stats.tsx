import { useTranslations } from "next-intl";
import type { TeamStatLine } from "@/lib/contracts/basketball";
import { madeOf, shootingPct } from "./box-score-format";

type Row = { key: string; home: number; away: number; text?: (side: TeamStatLine) => string };

const pct = (made: number, attempted: number) =>
  shootingPct(attempted ? (made * 100) / attempted : 0, attempted);
const shooting = (made: keyof TeamStatLine, attempted: keyof TeamStatLine) => (s: TeamStatLine) =>
  `${madeOf(s[made], s[attempted])} (${pct(s[made], s[attempted])})`;

/** 球队统计: each stat as a bar split between the two teams, shooting as made-attempted (%). */
export function TeamStats({ home, away }: { home: TeamStatLine; away: TeamStatLine }) {
  const t = useTranslations("basketball.stats");
  const rows: Row[] = [
    {
      key: "fieldGoals",
      home: home.fieldGoalsScored,
      away: away.fieldGoalsScored,
      text: shooting("fieldGoalsScored", "fieldGoalsAttempted"),
    },
    {
      key: "threePoints",
      home: home.threePointsScored,
      away: away.threePointsScored,
      text: shooting("threePointsScored", "threePointsAttempted"),
    },
    {
      key: "freeThrows",
      home: home.freeThrowsScored,
      away: away.freeThrowsScored,
      text: shooting("freeThrowsScored", "freeThrowsAttempted"),
    },
    ...(["rebounds", "offensiveRebounds", "assists", "steals", "blocks", "turnovers", "fouls"] as const).map(
      (k) => ({ key: k, home: home[k], away: away[k] }),
    ),
  ];
  return (
    <ul className="space-y-3 px-4 py-3 text-sm" data-testid="team-stats">
      {rows.map((r) => {
        const total = r.home + r.away;
        const share = total ? (r.home / total) * 100 : 50;
        return (
          <li key={r.key}>
            <div className="flex justify-between tabular-nums">
              <span className="w-40">{r.text ? r.text(home) : r.home}</span>
              <span className="text-ink-soft">{t(r.key)}</span>
              <span className="w-40 text-right">{r.text ? r.text(away) : r.away}</span>
            </div>
            <div className="mt-1 flex h-1.5 overflow-hidden rounded-full bg-surface">
              <span className="bg-brand" style={{ width: `${share}%` }} />
              <span className="flex-1 bg-[#3b6fd8]" />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
