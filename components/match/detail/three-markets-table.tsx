import Link from "next/link";
import { useTranslations } from "next-intl";
import { ODDS_MARKETS } from "@/lib/codes/odds-markets";
import type { CompanyOdds, MatchOdds } from "@/lib/contracts/match-odds";
import { OddsCellView } from "./odds-cell";
import { quoteCells } from "./odds-cells";
import { matchTabHref, type MatchTab } from "./match-tabs";

// The bookmakers fans compare first (球探 ids): 皇冠, 澳门, Bet365, 威廉希尔, 金宝博, 易胜博.
const MAIN_COMPANY_IDS = [3, 1, 8, 9, 23, 12];
const MARKET_TAB: Record<number, MatchTab> = { 1: "oupei", 2: "yapan", 3: "daxiaoqiu" };

/** 三合一: 欧赔, 亚盘 and 大小球 of the main companies side by side, opening above live. */
export function ThreeMarketsTable({ odds }: { odds: MatchOdds }) {
  const t = useTranslations("matchDetail.odds");
  const byMarket = new Map(
    odds.markets.map((m) => [m.market, new Map(m.companies.map((c) => [c.companyId, c]))]),
  );
  const quoting = new Set(odds.markets.flatMap((m) => m.companies.map((c) => c.companyId)));
  const main = MAIN_COMPANY_IDS.filter((id) => quoting.has(id));
  const ids = main.length ? main : [...quoting].slice(0, MAIN_COMPANY_IDS.length);
  if (!ids.length)
    return <p className="rounded-xl bg-white py-10 text-center text-sm text-ink-mute">{t("none")}</p>;
  const name = (id: number) => ODDS_MARKETS.map((m) => byMarket.get(m)?.get(id)?.name).find(Boolean) ?? "";
  const cells = (quote: CompanyOdds | undefined, market: number, live: boolean) =>
    quote
      ? quoteCells(market, live ? quote.live : quote.initial, live ? quote.initial : null)
      : [0, 1, 2].map(() => ({ value: null, text: "-", trend: null }));
  return (
    <div className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-black/5">
      <table className="w-full text-sm" data-testid="three-markets">
        <thead className="bg-surface text-ink-soft">
          <tr>
            <th rowSpan={2} className="px-3 py-2 text-left font-normal">
              {t("company")}
            </th>
            <th rowSpan={2} className="font-normal" />
            {ODDS_MARKETS.map((m) => (
              <th key={m} colSpan={3} className="border-l border-white py-1.5 font-normal">
                <Link href={matchTabHref(MARKET_TAB[m], odds.matchId)} className="hover:text-brand">
                  {t(`markets.${m}`)}
                </Link>
              </th>
            ))}
          </tr>
          <tr className="text-xs">
            {ODDS_MARKETS.flatMap((m) =>
              ["home", "mid", "away"].map((f, i) => (
                <th
                  key={`${m}${f}`}
                  className={`py-1.5 font-normal ${i === 0 ? "border-l border-white" : ""}`}
                >
                  {t(`fields.${m}.${f}`)}
                </th>
              )),
            )}
          </tr>
        </thead>
        {ids.map((id) => (
          <tbody key={id} className="border-t border-black/10">
            {[false, true].map((live) => (
              <tr key={String(live)} className={live ? "" : "text-ink-soft"}>
                {live ? null : (
                  <td rowSpan={2} className="px-3 py-2 font-medium text-ink">
                    {name(id)}
                  </td>
                )}
                <td className="px-2 text-xs text-ink-mute">{live ? t("live") : t("initial")}</td>
                {ODDS_MARKETS.flatMap((m) =>
                  cells(byMarket.get(m)?.get(id), m, live).map((cell, i) => (
                    <OddsCellView
                      key={`${m}${i}`}
                      cell={cell}
                      className={i === 0 ? "border-l border-black/5" : ""}
                    />
                  )),
                )}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
