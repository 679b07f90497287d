import { getTranslations } from "next-intl/server";
import { getOddsBoard, getOddsCompanies } from "@/lib/api/odds-board";
import { BoardTable } from "./board-table";
import { OddsDateTabs } from "./odds-date-tabs";
import { OddsEmpty } from "./odds-empty";
import { OddsFilters } from "./odds-filters";
import { oddsHref, oddsPath, type OddsParams, type OddsView } from "./odds-params";
import { OddsShell } from "./odds-shell";
import { viewLabel } from "./odds-view-nav";

type Props = {
  sportId: number;
  view: Extract<OddsView, "oupei" | "yapan" | "daxiaoqiu">;
  market: number;
  params: OddsParams;
};

/** 欧赔, 亚盘 and 大小球 pages: two calls, the day's board and the companies to choose from. */
export async function BoardPage({ sportId, view, market, params }: Props) {
  const [data, companies, t] = await Promise.all([
    getOddsBoard({
      sportId,
      market,
      date: params.date,
      companyIds: params.companyIds,
      leagueIds: params.leagueIds,
    }),
    getOddsCompanies(sportId),
    getTranslations("odds"),
  ]);
  const path = oddsPath(sportId, view);
  const title = `${t(`sports.${sportId}`)}${viewLabel(t, sportId, view)}`;
  if (!data)
    return (
      <OddsShell sportId={sportId} active={view} title={title}>
        <OddsEmpty text={t("unavailable")} />
      </OddsShell>
    );
  return (
    <OddsShell
      sportId={sportId}
      active={view}
      title={title}
      date={params.date}
      toolbar={
        <>
          <OddsDateTabs
            date={data.date}
            today={data.today}
            hrefOf={(date) => oddsHref(path, { ...params, date, leagueIds: undefined })}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <OddsFilters
              path={path}
              params={params}
              leagues={data.leagues}
              companies={{ all: companies, chosen: data.companies }}
            />
            <p className="text-xs text-ink-mute">{t("updatedNote")}</p>
          </div>
        </>
      }
    >
      {data.matches.length ? <BoardTable data={data} /> : <OddsEmpty text={t("empty")} />}
    </OddsShell>
  );
}
