import { getTranslations } from "next-intl/server";
import { ODDS_MARKETS, OddsMarket } from "@/lib/codes/odds-markets";
import { getOddsCompare } from "@/lib/api/odds-board";
import { CompareTable } from "./compare-table";
import { marketLabels } from "./market-labels";
import { OddsDateTabs } from "./odds-date-tabs";
import { OddsEmpty } from "./odds-empty";
import { OddsFilters } from "./odds-filters";
import { oddsHref, oddsPath, type OddsParams } from "./odds-params";
import { OddsShell } from "./odds-shell";
import { PillLinks } from "./pill-links";

/** 公司对比: one call gives every company's values and each column's extremes; the market is a link. */
export async function ComparePage({ sportId, params }: { sportId: number; params: OddsParams }) {
  const market = params.market ?? OddsMarket.European;
  const [data, t] = await Promise.all([
    getOddsCompare({ sportId, market, date: params.date, leagueIds: params.leagueIds }),
    getTranslations("odds"),
  ]);
  const path = oddsPath(sportId, "table");
  const title = `${t(`sports.${sportId}`)}${t("views.table")}`;
  const labels = marketLabels(t, sportId);
  if (!data)
    return (
      <OddsShell sportId={sportId} active="table" title={title}>
        <OddsEmpty text={t("unavailable")} />
      </OddsShell>
    );
  const own = { ...params, companyIds: undefined, companyId: undefined, market };
  return (
    <OddsShell
      sportId={sportId}
      active="table"
      title={`${title} · ${labels[market]}`}
      date={params.date}
      toolbar={
        <>
          <OddsDateTabs
            date={data.date}
            today={data.today}
            hrefOf={(date) => oddsHref(path, { ...own, date, leagueIds: undefined })}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex flex-wrap items-center gap-3">
              <PillLinks
                testId="compare-market"
                label={t("filters.market")}
                items={ODDS_MARKETS.map((m) => ({
                  key: m,
                  label: labels[m],
                  href: oddsHref(path, { ...own, market: m }),
                  active: m === market,
                }))}
              />
              <OddsFilters path={path} params={own} leagues={data.leagues} />
            </div>
            <p className="text-xs text-ink-mute">{t("updatedNote")}</p>
          </div>
        </>
      }
    >
      {data.matches.length ? <CompareTable data={data} /> : <OddsEmpty text={t("empty")} />}
    </OddsShell>
  );
}
