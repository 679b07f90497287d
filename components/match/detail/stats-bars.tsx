import { useTranslations } from "next-intl";
import type { MatchStatsPair, TeamStats } from "@/lib/contracts/match-detail";

const ROWS: (keyof TeamStats)[] = [
  "possession",
  "shots",
  "shotsOnTarget",
  "corners",
  "attacks",
  "dangerousAttacks",
  "fouls",
  "offsides",
  "saves",
  "yellowCards",
  "redCards",
];

/** Share of the home side in a pair of numbers, 50 % when both are zero. */
export const homeShare = (home: number, away: number) =>
  home + away > 0 ? (home / (home + away)) * 100 : 50;

/** Technical statistics as paired bars: home red from the centre leftwards, away blue rightwards. */
export function StatsBars({ stats }: { stats: MatchStatsPair | null }) {
  const t = useTranslations("matchDetail.live");
  if (!stats) return <p className="py-10 text-center text-sm text-ink-mute">{t("noStats")}</p>;
  return (
    <dl className="space-y-3 py-2 text-sm">
      {ROWS.map((key) => {
        const home = stats.home[key];
        const away = stats.away[key];
        const share = homeShare(home, away);
        const unit = key === "possession" ? "%" : "";
        return (
          // dt and dd are the row's own children (a valid <dl>); the grid puts the values either side of the label.
          <div key={key} data-testid={`stat-${key}`} className="grid grid-cols-[1fr_auto_1fr] tabular-nums">
            <dt className="col-start-2 row-start-1 text-ink-soft">{t(`stat.${key}`)}</dt>
            <dd className="contents">
              <span
                className={`col-start-1 row-start-1 ${home > away ? "font-semibold text-brand" : ""}`}
              >{`${home}${unit}`}</span>
              <span
                className={`col-start-3 row-start-1 text-right ${away > home ? "font-semibold text-sky-700" : ""}`}
              >{`${away}${unit}`}</span>
              <span className="col-span-3 mt-1 flex h-1.5 gap-1">
                <span className="flex flex-1 justify-end overflow-hidden rounded-l-full bg-surface">
                  <span className="h-full bg-brand" style={{ width: `${share}%` }} />
                </span>
                <span className="flex flex-1 overflow-hidden rounded-r-full bg-surface">
                  <span className="h-full bg-sky-500" style={{ width: `${100 - share}%` }} />
                </span>
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
