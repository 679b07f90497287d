import { useTranslations } from "next-intl";
import type { ModelMatch } from "@/lib/contracts/odds-model";
import { oddsText } from "./odds-format";
import { MODEL_TD, MODEL_TH, ModelCard } from "./model-card";
import { ModelMatch as MatchLabel, ModelOddsLinks } from "./model-match";

const STATUS_CLASS = { losing: "bg-brand", drawing: "bg-amber-700", lost: "bg-ink" } as const;

/** Favourites that are behind or level in play, or lost; the shortest-priced first. */
export function UpsetCard({ matches }: { matches: ModelMatch[] }) {
  const t = useTranslations("odds.model");
  const columns = useTranslations("odds.columns");
  const rows = matches
    .filter((m): m is ModelMatch & { upset: NonNullable<ModelMatch["upset"]> } => m.upset !== null)
    .sort((a, b) => a.upset.odds - b.upset.odds);
  return (
    <ModelCard id="upset" title={t("upset")} note={t("upsetNote")}>
      {!rows.length ? (
        <p className="px-4 py-6 text-sm text-ink-mute">{t("upsetNone")}</p>
      ) : (
        <table className="w-full text-sm" data-testid="upset-table">
          <thead>
            <tr>
              <th className={MODEL_TH}>{columns("match")}</th>
              <th className={MODEL_TH}>{t("favourite")}</th>
              <th className={MODEL_TH}>{t("warning")}</th>
              <th className={MODEL_TH} />
            </tr>
          </thead>
          <tbody>
            {rows.map((m) => (
              <tr key={m.id} className="border-t border-black/5">
                <td className={MODEL_TD}>
                  <MatchLabel match={m} />
                </td>
                <td className={`${MODEL_TD} whitespace-nowrap`}>
                  {t(`sides.${m.upset.favourite}`)} · {m[m.upset.favourite].name}
                  <span className="ml-1.5 text-ink-mute tabular-nums">{oddsText(m.upset.odds)}</span>
                </td>
                <td className={MODEL_TD}>
                  <span
                    className={`rounded px-1.5 py-0.5 text-xs text-white ${STATUS_CLASS[m.upset.status]}`}
                  >
                    {t(`status.${m.upset.status}`)}
                  </span>
                </td>
                <td className={MODEL_TD}>
                  <ModelOddsLinks match={m} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ModelCard>
  );
}
