import { useTranslations } from "next-intl";
import { LOTTERY_MARKET_LABELS, type LotteryMarketCode, pickLabel } from "@/lib/codes/expert-plans";
import { BasketballPlayType, FootballPlayType } from "@/lib/codes/play-types";
import { Sport, type SportId } from "@/lib/codes/sports";
import type { PlanContent, PlanMatch } from "@/lib/contracts/expert-plans";
import { formatHandicap, formatOdds, formatTotalLine } from "@/lib/format/odds";
import { ResultBadge } from "./result-badge";
import { TeamNameLink } from "@/components/match/team-name-link";

type Props = { sportId: number; playType: number; matches: PlanMatch[]; content: PlanContent };

/** The pick, the line and price stored at publish time, and the analysis (plain text). */
export function PlanContentView({ sportId, playType, matches, content }: Props) {
  const t = useTranslations("expert.plan");
  return (
    <section aria-label={t("content")} data-testid="plan-content" className="space-y-4">
      <table className="w-full text-sm">
        <thead className="bg-surface text-ink-soft">
          <tr>
            <th className="px-3 py-2 text-left font-normal">{t("match")}</th>
            <th className="px-3 py-2 font-normal">{t("line")}</th>
            <th className="px-3 py-2 font-normal">{t("pick")}</th>
            <th className="px-3 py-2 font-normal">{t("odds")}</th>
            <th className="px-3 py-2 font-normal">{t("result")}</th>
          </tr>
        </thead>
        <tbody>
          {content.legs.map((leg) => {
            const match = matches.find((m) => m.matchId === leg.matchId);
            return (
              <tr key={leg.matchId} className="border-b border-surface text-center">
                <td className="px-3 py-2 text-left">
                  {match ? (
                    <>
                      <TeamNameLink sportId={sportId} team={match.home} /> vs{" "}
                      <TeamNameLink sportId={sportId} team={match.away} />
                    </>
                  ) : null}
                </td>
                <td className="px-3 py-2">
                  {lineText(sportId as SportId, playType, leg.line, leg.lotteryMarket)}
                </td>
                <td className="px-3 py-2 font-semibold text-brand">
                  {pickLabel(sportId as SportId, playType, leg.pick)}
                </td>
                <td className="px-3 py-2 tabular-nums">{formatOdds(leg.odds)}</td>
                <td className="px-3 py-2">
                  <ResultBadge result={leg.result} size="sm" />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div>
        <h3 className="text-sm font-semibold text-ink">{t("analysis")}</h3>
        <p className="mt-2 text-sm leading-7 whitespace-pre-line text-ink">{content.analysis}</p>
      </div>
    </section>
  );
}

/** 半球 / 2.5/3 / 让球胜平负 -1; 欧赔 and 竞彩 胜平负 have no line. */
export function lineText(
  sportId: SportId,
  playType: number,
  line: number | null,
  lotteryMarket: number | null,
): string {
  if (lotteryMarket !== null) {
    const market = LOTTERY_MARKET_LABELS[lotteryMarket as LotteryMarketCode] ?? "";
    return line === null ? market : `${market} ${line > 0 ? `+${line}` : line}`;
  }
  if (line === null) return "-";
  const overUnder =
    (sportId === Sport.Football && playType === FootballPlayType.OverUnder) ||
    (sportId === Sport.Basketball && playType === BasketballPlayType.OverUnder);
  if (overUnder) return formatTotalLine(line);
  // Basketball spreads read as points the home side gives (-5.5) rather than in goal words.
  if (sportId === Sport.Basketball) return line > 0 ? `-${line}` : `+${Math.abs(line)}`;
  return formatHandicap(line);
}
