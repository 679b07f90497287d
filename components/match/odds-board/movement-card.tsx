import { useTranslations } from "next-intl";
import type { LineMove, ModelMatch } from "@/lib/contracts/odds-model";
import { TREND_CLASS, trendOf } from "./odds-format";
import { MODEL_TD, MODEL_TH, ModelCard } from "./model-card";
import { ModelMatch as MatchLabel, ModelOddsLinks } from "./model-match";

const SHOWN = 15;

// Averages over the companies fall between quarter lines, so they read as numbers (0.75 → 1.15).
function Move({ move }: { move: LineMove | null }) {
  const t = useTranslations("odds");
  if (!move) return <span className="text-ink-mute">-</span>;
  const trend = trendOf(move.open, move.live);
  return (
    <span className="whitespace-nowrap tabular-nums">
      {move.open.toFixed(2)} → {move.live.toFixed(2)}
      {trend ? (
        <span className={`ml-1.5 font-medium ${TREND_CLASS[trend]}`}>
          {t(trend)}
          {Math.abs(move.change).toFixed(2)}
          {trend === "up" ? "↑" : "↓"}
        </span>
      ) : null}
      <span className="ml-1.5 text-xs text-ink-mute">
        {t("model.moved", { up: move.up, down: move.down, companies: move.companies })}
      </span>
    </span>
  );
}

/** The day's largest line moves, opening to live (the api sends matches in this order). */
export function MovementCard({ matches }: { matches: ModelMatch[] }) {
  const t = useTranslations("odds.model");
  const columns = useTranslations("odds.columns");
  const rows = matches.filter((m) => m.movement.size > 0).slice(0, SHOWN);
  return (
    <ModelCard id="movement" title={t("movement")} note={t("movementNote")}>
      {!rows.length ? (
        <p className="px-4 py-6 text-sm text-ink-mute">{t("movementNone")}</p>
      ) : (
        <table className="w-full text-sm" data-testid="movement-table">
          <thead>
            <tr>
              <th className={MODEL_TH}>{columns("match")}</th>
              <th className={MODEL_TH}>{t("handicapMove")}</th>
              <th className={MODEL_TH}>{t("totalMove")}</th>
              <th className={MODEL_TH}>{t("size")}</th>
              <th className={MODEL_TH} />
            </tr>
          </thead>
          <tbody>
            {rows.map((m) => {
              const steam = m.movement.handicap?.steam || m.movement.total?.steam;
              return (
                <tr key={m.id} className="border-t border-black/5">
                  <td className={MODEL_TD}>
                    <MatchLabel match={m} page="yapan" />
                  </td>
                  <td className={MODEL_TD}>
                    <Move move={m.movement.handicap} />
                  </td>
                  <td className={MODEL_TD}>
                    <Move move={m.movement.total} />
                  </td>
                  <td className={`${MODEL_TD} tabular-nums`}>
                    {m.movement.size.toFixed(2)}
                    {steam ? (
                      <span className="ml-1.5 rounded bg-brand px-1 text-[10px] text-white">
                        {t("steam")}
                      </span>
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
      )}
    </ModelCard>
  );
}
