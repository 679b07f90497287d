import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { OddsMarket } from "@/lib/codes/odds-markets";
import { Sport } from "@/lib/codes/sports";
import { getOddsBoard, getOddsCompanies } from "@/lib/api/odds-board";
import { businessNoon } from "@/lib/beijing-time";
import { formatDate } from "@/lib/format/date";
import { matchPhase } from "./match-state";
import { OddsEmpty } from "./odds-empty";
import { oddsHref, oddsPath, sportBase, type OddsView } from "./odds-params";
import { OddsShell } from "./odds-shell";
import { viewLabel } from "./odds-view-nav";
import { textOn } from "@/components/match/league-tag";

const VIEWS: OddsView[] = ["oupei", "yapan", "daxiaoqiu", "join", "table"];

/** 指数中心: today's counts, the five views, and the day's leagues as shortcuts. */
export async function OddsIndexPage({ sportId }: { sportId: number }) {
  const [data, companies, t] = await Promise.all([
    getOddsBoard({ sportId, market: OddsMarket.Handicap }),
    getOddsCompanies(sportId),
    getTranslations("odds"),
  ]);
  const sport = t(`sports.${sportId}`);
  const title = t("centreTitle", { sport });
  if (!data)
    return (
      <OddsShell sportId={sportId} active="index" title={title}>
        <OddsEmpty text={t("unavailable")} />
      </OddsShell>
    );
  const phases = data.matches.map(matchPhase);
  const counts = [
    ["matches", data.matches.length],
    ["live", phases.filter((p) => p === "live").length],
    ["upcoming", phases.filter((p) => p === "upcoming").length],
    ["finished", phases.filter((p) => p === "finished").length],
    ["leagues", data.leagues.length],
    ["companies", companies.length],
  ] as const;
  const cards: { key: string; href: string; label: string; intro: string }[] = VIEWS.map((view) => ({
    key: view,
    href: oddsPath(sportId, view),
    label: viewLabel(t, sportId, view),
    intro:
      sportId === Sport.Basketball && view !== "join" && view !== "table"
        ? t(`basketballViewIntro.${view}`)
        : t(`viewIntro.${view}`),
  }));
  if (sportId === Sport.Football)
    cards.push({
      key: "model",
      href: `${sportBase(sportId)}/model`,
      label: t("views.model"),
      intro: t("viewIntro.model"),
    });

  return (
    <OddsShell sportId={sportId} active="index" title={title}>
      <div className="space-y-6 p-5">
        <p className="text-sm text-ink-soft">
          {formatDate(businessNoon(data.date))} · {t("centreIntro")}
        </p>
        <dl className="grid grid-cols-3 gap-3 sm:grid-cols-6" data-testid="odds-counts">
          {counts.map(([key, value]) => (
            <div key={key} className="rounded-lg bg-surface px-3 py-2 text-center">
              <dt className="text-xs text-ink-soft">{t(`counts.${key}`)}</dt>
              <dd className="text-2xl font-semibold text-brand tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="grid gap-3 sm:grid-cols-3">
          {cards.map((card) => (
            <Link
              key={card.key}
              href={card.href}
              className="group rounded-lg p-4 ring-1 ring-black/10 hover:bg-brand-light/40 hover:ring-brand"
            >
              <h2 className="font-semibold group-hover:text-brand">{card.label}</h2>
              <p className="mt-1 text-sm text-ink-soft">{card.intro}</p>
              <span className="mt-2 inline-block text-xs text-brand">{t("enter")} →</span>
            </Link>
          ))}
        </div>
        {data.leagues.length ? (
          <section>
            <h2 className="mb-2 font-semibold">{t("todayLeagues")}</h2>
            <div className="flex flex-wrap gap-2">
              {data.leagues.map((l) => (
                <Link
                  key={l.id}
                  href={oddsHref(oddsPath(sportId, "oupei"), { leagueIds: [l.id] })}
                  className={`rounded-full px-3 py-1 text-sm hover:opacity-85 ${textOn(l.colour)}`}
                  style={{ backgroundColor: l.colour }}
                >
                  {l.name} {l.count}
                </Link>
              ))}
            </div>
          </section>
        ) : (
          <OddsEmpty text={t("empty")} />
        )}
      </div>
    </OddsShell>
  );
}
