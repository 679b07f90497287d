import Link from "next/link";
import { useTranslations } from "next-intl";
import { TeamLink } from "@/components/database/team-link";
import { Sport } from "@/lib/codes/sports";
import type { FootballLeague } from "@/lib/contracts/database";
import { leagueHref } from "@/lib/database-links";
import { StandingsTabs } from "./standings-tabs";

/** Rows a league shows on the front page; the full table is one click away. */
const ROWS_SHOWN = 10;

/** 积分榜: the top of the big leagues' tables, a tab per league. */
export function HomeStandings({ leagues }: { leagues: FootballLeague[] }) {
  const t = useTranslations("database.table");
  const h = useTranslations("home");
  const shown = leagues.filter((l) => l.standings[0]?.rows.length);
  if (!shown.length) return null;
  return (
    <section
      className="rounded-lg bg-white p-4 ring-1 ring-black/5"
      aria-labelledby="home-standings"
      data-testid="home-standings"
    >
      <h2 id="home-standings" className="mb-2 border-l-4 border-brand pl-2 text-base font-semibold">
        {h("standings")}
      </h2>
      <StandingsTabs labels={shown.map((l) => l.league.name)}>
        {shown.map((l) => (
          <div key={l.league.id}>
            <table className="w-full text-center text-xs tabular-nums">
              <thead className="text-ink-mute">
                <tr>
                  <th className="w-8 py-1 font-normal">{t("rank")}</th>
                  <th className="py-1 pl-1 text-left font-normal">{t("team")}</th>
                  <th className="font-normal">{t("played")}</th>
                  <th className="font-normal">{h("record")}</th>
                  <th className="font-normal">{t("points")}</th>
                </tr>
              </thead>
              <tbody>
                {l.standings[0].rows.slice(0, ROWS_SHOWN).map((r) => (
                  <tr key={r.team.id} className="border-t border-black/5">
                    <td className="py-1">{r.rank}</td>
                    <td className="max-w-28 py-1 pl-1 text-left">
                      <TeamLink sportId={Sport.Football} team={r.team} size={14} />
                    </td>
                    <td>{r.played}</td>
                    <td>
                      {r.won}/{r.drawn}/{r.lost}
                    </td>
                    <td className="font-semibold">{r.points}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Link
              href={leagueHref(Sport.Football, l.league.id)}
              prefetch={false}
              className="mt-2 block text-right text-xs text-ink-soft hover:text-brand"
            >
              {h("fullTable", { league: l.league.name })} ›
            </Link>
          </div>
        ))}
      </StandingsTabs>
    </section>
  );
}
