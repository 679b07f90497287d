import Link from "next/link";
import { TeamNameLink } from "@/components/match/team-name-link";
import { PlayerNameLink } from "@/components/match/player-name-link";
import { useTranslations } from "next-intl";
import { LeagueTag } from "@/components/match/league-tag";
import { footballPositionLabel, basketballPositionLabel } from "@/lib/codes/positions";
import { LeagueType, Sport } from "@/lib/codes/sports";
import type { DatabaseFront } from "@/lib/contracts/database";
import { databaseHome, hotBoardHref, leagueHref } from "@/lib/database-links";
import { Section } from "./section";
import { TeamLink } from "./team-link";
import { BreadcrumbJsonLd } from "@/lib/seo/breadcrumb-json-ld";
import { dataHome } from "@/lib/seo/database-seo";

/** A sport's database front page: hot leagues, teams and players, then every competition by region and country. */
export function DatabaseFrontPage({ data }: { data: DatabaseFront }) {
  const t = useTranslations("database.front");
  const sportId = data.sportId;
  const position = sportId === Sport.Basketball ? basketballPositionLabel : footballPositionLabel;
  const home = useTranslations("database.titles");
  return (
    <div className="space-y-3 px-4">
      <BreadcrumbJsonLd crumbs={[dataHome(sportId)]} />
      <nav className="flex items-center gap-4 rounded-md bg-white px-4 py-3 ring-1 ring-black/5">
        {[Sport.Football, Sport.Basketball].map((id) =>
          id === sportId ? (
            <h1 key={id} className="text-lg font-semibold text-brand">
              {home(id === Sport.Basketball ? "lqHome" : "fbHome")}
            </h1>
          ) : (
            <Link
              key={id}
              href={databaseHome(id)}
              prefetch={false}
              className="text-ink-soft hover:text-brand"
            >
              {home(id === Sport.Basketball ? "lqHome" : "fbHome")}
            </Link>
          ),
        )}
      </nav>
      <Section title={t("hotLeagues")}>
        <div className="grid grid-cols-4 gap-2">
          {data.hotLeagues.map((l) => (
            <div key={l.id} className="flex items-center gap-2 rounded px-2 py-1.5 hover:bg-brand-light">
              <Link
                href={leagueHref(sportId, l.id)}
                prefetch={false}
                className="flex min-w-0 items-center gap-2"
              >
                <LeagueTag name={l.name} colour={l.colour} />
                <span className="truncate text-sm text-ink-soft">{l.fullName}</span>
              </Link>
              <Link
                href={hotBoardHref(sportId, l.id)}
                prefetch={false}
                className="ml-auto shrink-0 text-xs text-ink-mute hover:text-brand"
              >
                {t("hotBoard")}
              </Link>
            </div>
          ))}
        </div>
      </Section>
      <div className="grid grid-cols-2 gap-3">
        <Section title={t("hotTeams")}>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {data.hotTeams.map((team) => (
              <li key={team.id} className="flex items-center justify-between gap-2">
                <TeamLink sportId={sportId} team={team} size={22} />
                <span className="text-xs text-ink-mute">{team.leagueName}</span>
              </li>
            ))}
          </ul>
        </Section>
        <Section title={t("hotPlayers")}>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {data.hotPlayers.map((p) => (
              <li key={p.id} className="flex items-center justify-between gap-2">
                <PlayerNameLink sportId={sportId} player={p} className="truncate" />
                <span className="shrink-0 text-xs text-ink-mute">
                  <TeamNameLink sportId={sportId} team={p.team} /> · {position(p.position)}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      </div>
      {data.regions.map((continent) => (
        <Section key={continent.id} title={continent.name}>
          <div className="divide-y divide-surface">
            {continent.countries.map((country) => (
              <div key={country.id} className="grid grid-cols-[7rem_1fr] gap-2 py-2">
                <h3 className="pt-1.5 text-sm text-ink-soft">
                  {country.name}
                  <span className="block text-xs text-ink-mute">
                    {t("leagues", { count: country.leagues.length })}
                  </span>
                </h3>
                <div className="grid grid-cols-3 gap-1">
                  {country.leagues.map((l) => (
                    <Link
                      key={l.id}
                      href={leagueHref(sportId, l.id)}
                      prefetch={false}
                      title={l.fullName}
                      className="flex items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-brand-light"
                    >
                      <LeagueTag name={l.name} colour={l.colour} />
                      <span className="truncate text-ink-soft">{l.fullName}</span>
                      <span className="ml-auto shrink-0 text-xs text-ink-mute">
                        {t(l.type === LeagueType.Cup ? "cup" : "league")}
                      </span>
                    </Link>
                  ))}
                </div>
              </div>
            ))}
          </div>
        </Section>
      ))}
    </div>
  );
}
