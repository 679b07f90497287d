import { getTranslations } from "next-intl/server";
import { Sport } from "@/lib/codes/sports";
import { getFootballModel } from "@/lib/api/odds-board";
import { KellyCard } from "./kelly-card";
import { MovementCard } from "./movement-card";
import { OddsDateTabs } from "./odds-date-tabs";
import { OddsEmpty } from "./odds-empty";
import { OddsFilters } from "./odds-filters";
import { oddsHref, type OddsParams } from "./odds-params";
import { OddsShell } from "./odds-shell";
import { ProbabilityCard } from "./probability-card";
import { UpsetCard } from "./upset-card";

const PATH = "/football/model";

/** 数据模型: one call, four cards over the day's football odds. */
export async function ModelPage({ params }: { params: OddsParams }) {
  const [data, t] = await Promise.all([
    getFootballModel({ date: params.date, leagueIds: params.leagueIds }),
    getTranslations("odds"),
  ]);
  const title = `${t("sports.1")}${t("model.title")}`;
  const own: OddsParams = { date: params.date, leagueIds: params.leagueIds };
  if (!data)
    return (
      <OddsShell sportId={Sport.Football} active="model" title={title}>
        <OddsEmpty text={t("unavailable")} />
      </OddsShell>
    );
  return (
    <OddsShell
      sportId={Sport.Football}
      active="model"
      title={title}
      date={params.date}
      bare={data.matches.length > 0}
      toolbar={
        <>
          <OddsDateTabs date={data.date} today={data.today} hrefOf={(date) => oddsHref(PATH, { date })} />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <OddsFilters path={PATH} params={own} leagues={data.leagues} />
            <p className="text-xs text-ink-mute">{t("model.intro")}</p>
          </div>
        </>
      }
    >
      {data.matches.length ? (
        <div className="grid gap-4">
          <KellyCard matches={data.matches} companies={data.companies} />
          <MovementCard matches={data.matches} />
          <UpsetCard matches={data.matches} />
          <ProbabilityCard matches={data.matches} />
        </div>
      ) : (
        <OddsEmpty text={t("empty")} />
      )}
    </OddsShell>
  );
}
