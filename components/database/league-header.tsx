import Link from "next/link";
import { useTranslations } from "next-intl";
import { LeagueTag } from "@/components/match/league-tag";
import type { FootballLeague } from "@/lib/contracts/database";
import { FOOTBALL_LEAGUE_TABS, leagueHref, type FootballLeagueTab } from "@/lib/database-links";

type Props = Pick<FootballLeague, "league" | "seasons" | "season"> & { tab?: FootballLeagueTab };

/** A competition's title, its seasons and (football) its tabs, each a link so every view has its URL. */
export function LeagueHeader({ league, seasons, season, tab }: Props) {
  const t = useTranslations("database");
  return (
    <header className="space-y-3 rounded-md bg-white p-4 ring-1 ring-black/5">
      <div className="flex items-center gap-3">
        <LeagueTag name={league.name} colour={league.colour} />
        <h1 className="text-lg font-semibold text-ink">{league.fullName}</h1>
        <span className="text-sm text-ink-mute">{league.nameEn}</span>
        <span className="ml-auto text-sm text-ink-soft">
          {t("country")}：{league.country}
        </span>
      </div>
      <nav aria-label={t("season")} className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-ink-mute">{t("season")}</span>
        {seasons.map((s) => (
          <Link
            key={s.id}
            href={leagueHref(league.sportId, league.id, tab ?? "standings", s.isCurrent ? undefined : s.id)}
            prefetch={false}
            aria-current={s.id === season.id ? "true" : undefined}
            className={`rounded-full px-3 py-0.5 ${s.id === season.id ? "bg-brand text-white" : "bg-surface hover:text-brand"}`}
          >
            {s.name}
          </Link>
        ))}
      </nav>
      {tab ? (
        <nav className="flex gap-1 border-b border-surface text-sm">
          {FOOTBALL_LEAGUE_TABS.map((key) => (
            <Link
              key={key}
              href={leagueHref(league.sportId, league.id, key, season.isCurrent ? undefined : season.id)}
              prefetch={false}
              aria-current={key === tab ? "page" : undefined}
              className={`-mb-px border-b-2 px-4 py-2 ${key === tab ? "border-brand font-semibold text-brand" : "border-transparent hover:text-brand"}`}
            >
              {t(`tabs.${key}`)}
            </Link>
          ))}
        </nav>
      ) : null}
    </header>
  );
}
