import { getTranslations } from "next-intl/server";
import { getOddsCompanies, getOddsJoin } from "@/lib/api/odds-board";
import { JoinTable } from "./join-table";
import { marketLabels } from "./market-labels";
import { OddsDateTabs } from "./odds-date-tabs";
import { OddsEmpty } from "./odds-empty";
import { OddsFilters } from "./odds-filters";
import { oddsHref, oddsPath, type OddsParams } from "./odds-params";
import { OddsShell } from "./odds-shell";
import { PillLinks } from "./pill-links";

/** 欧亚大: one company's three markets per match; the company is a link, so each has its URL. */
export async function JoinPage({ sportId, params }: { sportId: number; params: OddsParams }) {
  const [data, companies, t] = await Promise.all([
    getOddsJoin({ sportId, date: params.date, companyId: params.companyId, leagueIds: params.leagueIds }),
    getOddsCompanies(sportId),
    getTranslations("odds"),
  ]);
  const path = oddsPath(sportId, "join");
  const title = `${t(`sports.${sportId}`)}${t("views.join")}`;
  if (!data)
    return (
      <OddsShell sportId={sportId} active="join" title={title}>
        <OddsEmpty text={t("unavailable")} />
      </OddsShell>
    );
  const withCompany = { ...params, companyIds: undefined, companyId: data.company.id };
  return (
    <OddsShell
      sportId={sportId}
      active="join"
      title={`${title} · ${data.company.name}`}
      date={params.date}
      toolbar={
        <>
          <OddsDateTabs
            date={data.date}
            today={data.today}
            hrefOf={(date) => oddsHref(path, { ...withCompany, date, leagueIds: undefined })}
          />
          <PillLinks
            testId="join-company"
            label={t("filters.joinCompany")}
            items={companies.map((c) => ({
              key: c.id,
              label: c.name,
              href: oddsHref(path, { ...withCompany, companyId: c.id }),
              active: c.id === data.company.id,
            }))}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <OddsFilters path={path} params={withCompany} leagues={data.leagues} />
            <p className="text-xs text-ink-mute">{t("updatedNote")}</p>
          </div>
        </>
      }
    >
      {data.matches.length ? (
        <JoinTable data={data} marketLabels={marketLabels(t, sportId)} />
      ) : (
        <OddsEmpty text={t("empty")} />
      )}
    </OddsShell>
  );
}
