import { useTranslations } from "next-intl";
import type { ModelMatch } from "@/lib/contracts/odds-model";
import { MODEL_TD, MODEL_TH, ModelCard } from "./model-card";
import { ModelMatch as MatchLabel, ModelOddsLinks } from "./model-match";

const BARS = [
  { key: "home", className: "bg-win" },
  { key: "draw", className: "bg-ink-mute" },
  { key: "away", className: "bg-lose" },
] as const;

/** The market's consensus per match: one bar split into 主胜 / 平局 / 客胜, in kick-off order. */
export function ProbabilityCard({ matches }: { matches: ModelMatch[] }) {
  const t = useTranslations("odds.model");
  const columns = useTranslations("odds.columns");
  const rows = matches
    .filter((m) => m.probabilities)
    .sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.id - b.id);
  return (
    <ModelCard id="probability" title={t("probability")} note={t("probabilityNote")}>
      <div className="flex gap-4 px-4 pt-3 text-xs text-ink-soft">
        {BARS.map((b) => (
          <span key={b.key} className="flex items-center gap-1">
            <span className={`size-2.5 rounded-sm ${b.className}`} />
            {t(`outcomes.${b.key}`)}
          </span>
        ))}
      </div>
      <table className="w-full text-sm" data-testid="probability-table">
        <thead>
          <tr>
            <th className={MODEL_TH}>{columns("match")}</th>
            <th className={`${MODEL_TH} w-1/2`}>{t("probability")}</th>
            <th className={MODEL_TH} />
          </tr>
        </thead>
        <tbody>
          {rows.map((m) => {
            const p = m.probabilities!;
            return (
              <tr key={m.id} className="border-t border-black/5">
                <td className={MODEL_TD}>
                  <MatchLabel match={m} />
                </td>
                <td className={MODEL_TD}>
                  <div
                    className="flex h-5 overflow-hidden rounded text-[11px] leading-5 text-white"
                    role="img"
                    aria-label={BARS.map((b) => `${t(`outcomes.${b.key}`)} ${p[b.key].toFixed(1)}%`).join(
                      "，",
                    )}
                  >
                    {BARS.map((b) => (
                      <span
                        key={b.key}
                        className={`${b.className} truncate text-center tabular-nums`}
                        style={{ width: `${p[b.key]}%` }}
                      >
                        {p[b.key] >= 12 ? `${p[b.key].toFixed(1)}%` : ""}
                      </span>
                    ))}
                  </div>
                  {m.payout !== null ? (
                    <div className="mt-0.5 text-[11px] text-ink-mute">
                      {t("payout", { value: `${m.payout.toFixed(2)}%` })}
                    </div>
                  ) : null}
                </td>
                <td className={MODEL_TD}>
                  <ModelOddsLinks match={m} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ModelCard>
  );
}
