import { useTranslations } from "next-intl";
import type { LeagueCount, OddsCompany } from "@/lib/contracts/odds-board";
import { FilterMenu } from "./filter-menu";
import { oddsHref, type OddsParams } from "./odds-params";

type Props = {
  path: string;
  params: OddsParams;
  leagues: LeagueCount[];
  /** Omit for pages without a company choice (公司对比, 数据模型). */
  companies?: { all: OddsCompany[]; chosen: OddsCompany[] };
};

const joined = (ids?: number[]) => (ids?.length ? ids.join(",") : undefined);

/** 选择公司 and 赛事筛选 for an odds page; each keeps the page's other URL choices. */
export function OddsFilters({ path, params, leagues, companies }: Props) {
  const t = useTranslations("odds.filters");
  const base = { date: params.date, market: params.market ? String(params.market) : undefined };
  const chosenLeagues = new Set(params.leagueIds ?? []);
  return (
    <div className="flex flex-wrap items-center gap-2">
      {companies ? (
        <FilterMenu
          testId="company-picker"
          summary={t("companiesCount", { count: companies.chosen.length })}
          action={path}
          hidden={{ ...base, league: joined(params.leagueIds) }}
          name="company"
          options={companies.all.map((c) => ({ id: c.id, label: c.name }))}
          checked={new Set(companies.chosen.map((c) => c.id))}
          applyLabel={t("apply")}
          resetLabel={t("reset")}
          resetHref={oddsHref(path, { ...params, companyIds: undefined })}
        />
      ) : null}
      {leagues.length ? (
        <FilterMenu
          testId="league-filter"
          summary={
            chosenLeagues.size
              ? t("leaguesCount", {
                  count: leagues.filter((l) => chosenLeagues.has(l.id)).length,
                  total: leagues.length,
                })
              : t("allLeagues")
          }
          action={path}
          hidden={{
            ...base,
            company: joined(params.companyIds) ?? (params.companyId ? String(params.companyId) : undefined),
          }}
          name="league"
          options={leagues.map((l) => ({ id: l.id, label: `${l.name} (${l.count})`, colour: l.colour }))}
          checked={chosenLeagues.size ? chosenLeagues : new Set(leagues.map((l) => l.id))}
          applyLabel={t("apply")}
          resetLabel={t("allLeagues")}
          resetHref={oddsHref(path, { ...params, leagueIds: undefined })}
        />
      ) : null}
    </div>
  );
}
