import { useTranslations } from "next-intl";
import type { OddsCompany } from "@/lib/contracts/odds-board";
import type { ModelMatch } from "@/lib/contracts/odds-model";
import { oddsText } from "./odds-format";
import { MODEL_TD, MODEL_TH, ModelCard } from "./model-card";
import { ModelMatch as MatchLabel, ModelOddsLinks } from "./model-match";

const OUTCOMES = ["home", "draw", "away"] as const;
const SHOWN = 20;

type Row = {
  match: ModelMatch;
  companyId: number;
  outcome: (typeof OUTCOMES)[number];
  kelly: number;
  odds: number;
};

/** The day's highest Kelly indices across companies and outcomes; above 1 is flagged red. */
export function KellyCard({ matches, companies }: { matches: ModelMatch[]; companies: OddsCompany[] }) {
  const t = useTranslations("odds.model");
  const columns = useTranslations("odds.columns");
  const names = new Map(companies.map((c) => [c.id, c.name]));
  const rows: Row[] = matches
    .flatMap((match) =>
      match.kelly.flatMap((k) =>
        OUTCOMES.map((outcome) => ({
          match,
          companyId: k.companyId,
          outcome,
          kelly: k.kelly[outcome],
          odds: k.odds[outcome],
        })),
      ),
    )
    .sort((a, b) => b.kelly - a.kelly)
    .slice(0, SHOWN);
  const flagged = rows.some((r) => r.kelly > 1);
  return (
    <ModelCard id="kelly" title={t("kelly")} note={t("kellyNote")}>
      {!rows.length ? (
        <p className="px-4 py-6 text-sm text-ink-mute">{t("kellyEmpty")}</p>
      ) : (
        <>
          {flagged ? null : <p className="px-4 pt-3 text-xs text-ink-mute">{t("kellyNone")}</p>}
          <table className="w-full text-sm" data-testid="kelly-table">
            <thead>
              <tr>
                <th className={MODEL_TH}>{columns("match")}</th>
                <th className={MODEL_TH}>{columns("company")}</th>
                <th className={MODEL_TH}>{t("outcome")}</th>
                <th className={MODEL_TH}>{t("odds")}</th>
                <th className={MODEL_TH}>{t("kellyValue")}</th>
                <th className={MODEL_TH} />
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.match.id}-${r.companyId}-${r.outcome}`} className="border-t border-black/5">
                  <td className={MODEL_TD}>
                    <MatchLabel match={r.match} />
                  </td>
                  <td className={MODEL_TD}>{names.get(r.companyId) ?? r.companyId}</td>
                  <td className={MODEL_TD}>{t(`outcomes.${r.outcome}`)}</td>
                  <td className={`${MODEL_TD} tabular-nums`}>{oddsText(r.odds)}</td>
                  <td className={`${MODEL_TD} tabular-nums ${r.kelly > 1 ? "font-semibold text-win" : ""}`}>
                    {r.kelly.toFixed(3)}
                    {r.kelly > 1 ? (
                      <span className="ml-1.5 rounded bg-win px-1 text-[10px] text-white">{t("flag")}</span>
                    ) : null}
                  </td>
                  <td className={MODEL_TD}>
                    <ModelOddsLinks match={r.match} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </ModelCard>
  );
}
