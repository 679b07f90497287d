import Link from "next/link";
import { useTranslations } from "next-intl";
import { LeagueTag } from "@/components/match/league-tag";
import { LeagueType } from "@/lib/codes/sports";
import type { Competition, CompetitionTree } from "@/lib/contracts/football-lists";

const leagueHref = (id: number) => `/database/fb/league/${id}`;

function CompetitionLink({ league }: { league: Competition }) {
  const t = useTranslations("matchPages.allEventCom");
  return (
    <Link
      href={leagueHref(league.id)}
      prefetch={false}
      title={league.fullName}
      className="flex items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-brand-light"
    >
      <LeagueTag name={league.name} colour={league.colour} />
      <span className="truncate text-ink-soft">{league.fullName}</span>
      <span className="ml-auto shrink-0 text-xs text-ink-mute">
        {t(league.type === LeagueType.Cup ? "cup" : "league")}
      </span>
    </Link>
  );
}

/** 洲 → 国家/地区 → 赛事, each competition linking to its database page; hot competitions first. */
export function CompetitionRegions({ tree }: { tree: CompetitionTree }) {
  const t = useTranslations("matchPages.allEventCom");
  const hot = tree.flatMap((c) => c.countries.flatMap((k) => k.leagues)).filter((l) => l.isHot);
  return (
    <div className="space-y-3">
      <nav className="flex flex-wrap gap-2 rounded-md bg-white px-4 py-3 ring-1 ring-black/5">
        {tree.map((c) => (
          <a
            key={c.id}
            href={`#region-${c.id}`}
            className="rounded-full bg-surface px-3 py-1 text-sm hover:text-brand"
          >
            {c.name}
          </a>
        ))}
      </nav>
      <section className="rounded-md bg-white p-4 ring-1 ring-black/5">
        <h2 className="mb-2 font-semibold text-ink">{t("hot")}</h2>
        <div className="grid grid-cols-4 gap-1">
          {hot.map((l) => (
            <CompetitionLink key={l.id} league={l} />
          ))}
        </div>
      </section>
      {tree.map((continent) => (
        <section
          key={continent.id}
          id={`region-${continent.id}`}
          className="scroll-mt-4 rounded-md bg-white p-4 ring-1 ring-black/5"
        >
          <h2 className="mb-2 font-semibold text-ink">{continent.name}</h2>
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
                    <CompetitionLink key={l.id} league={l} />
                  ))}
                </div>
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
