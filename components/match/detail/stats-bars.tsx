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
          <div key={key} data-testid={`stat-${key}`}>
            <div className="flex justify-between tabular-nums">
              <span className={home > away ? "font-semibold text-brand" : ""}>{`${home}${unit}`}</span>
              <dt className="text-ink-soft">{t(`stat.${key}`)}</dt>
              <span className={away > home ? "font-semibold text-sky-600" : ""}>{`${away}${unit}`}</span>
            </div>
            <dd className="mt-1 flex h-1.5 gap-1">
              <span className="flex flex-1 justify-end overflow-hidden rounded-l-full bg-surface">
                <span className="h-full bg-brand" style={{ width: `${share}%` }} />
              </span>
              <span className="flex flex-1 overflow-hidden rounded-r-full bg-surface">
                <span className="h-full bg-sky-500" style={{ width: `${100 - share}%` }} />
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
