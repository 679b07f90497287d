import Link from "next/link";
import { useTranslations } from "next-intl";
import { TeamBadge } from "@/components/match/team-badge";
import type { TeamInfo } from "@/lib/contracts/database";
import { leagueHref } from "@/lib/database-links";

/** A team's badge, names, home ground and the competitions it plays this season (links to their pages). */
export function TeamHeader({ team }: { team: TeamInfo }) {
  const t = useTranslations("database.team");
  return (
    <header className="flex items-center gap-4 rounded-md bg-white p-4 ring-1 ring-black/5">
      <TeamBadge name={team.shortName} logo={team.logo} size={64} decorative />
      <div className="min-w-0 space-y-1">
        <h1 className="text-lg font-semibold text-ink">{team.name}</h1>
        <p className="text-sm text-ink-mute">
          {team.nameEn} · {team.country}
          {team.city ? ` · ${team.city}` : ""}
        </p>
        {team.venue ? (
          <p className="text-sm text-ink-soft">
            {t("venue")}：{team.venue}
            {team.capacity ? `（${t("capacity", { count: team.capacity })}）` : ""}
          </p>
        ) : null}
      </div>
      <div className="ml-auto text-right text-sm">
        <p className="text-ink-mute">{t("competitions")}</p>
        <p className="flex flex-wrap justify-end gap-2">
          {team.leagues.map((l) => (
            <Link
              key={l.id}
              href={leagueHref(team.sportId, l.id)}
              prefetch={false}
              className="text-brand hover:underline"
            >
              {l.name}
              {l.group ? `（${l.group}）` : ""}
            </Link>
          ))}
        </p>
      </div>
    </header>
  );
}
