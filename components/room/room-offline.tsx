import { useTranslations } from "next-intl";
import { TeamNameLink } from "@/components/match/team-name-link";
import type { MatchRow } from "@/lib/contracts/match-list";
import { formatMonthDayTime } from "@/lib/format/date";
import { matchHref } from "./match-phase";

/**
 * Shown in the player while the anchor is off air: the next matches they will commentate. A row
 * opens its match (the link's layer covers the row) and each team's name its own page, above that
 * layer; all in a new tab, so the room stays open to catch the anchor going live.
 */
export function RoomOffline({ schedule, anchorName }: { schedule: MatchRow[]; anchorName: string }) {
  const t = useTranslations("liveRoom.offline");
  const next = schedule.slice(0, 3);
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-[radial-gradient(circle_at_center,#2a2d3a,#111218)] px-6 text-center">
      <p className="text-xl font-semibold text-white">{t("title")}</p>
      {next.length ? (
        <div className="w-full max-w-md">
          <p className="mb-2 text-sm text-white/60">{t("schedule", { name: anchorName })}</p>
          <ul className="divide-y divide-white/10 rounded-md bg-white/5 text-sm">
            {next.map((m) => (
              <li key={m.id} className="relative flex items-center gap-3 px-4 py-2 hover:bg-white/5">
                <a
                  href={matchHref(m)}
                  target="_blank"
                  className="flex shrink-0 items-center gap-3 after:absolute after:inset-0"
                >
                  <span className="w-24 shrink-0 text-left text-amber-300 tabular-nums">
                    {formatMonthDayTime(m.kickoff)}
                  </span>
                  <span className="w-12 shrink-0 truncate text-white/50">{m.league.name}</span>
                </a>
                <span className="flex min-w-0 flex-1 items-center gap-1 text-left text-white/85">
                  {t.rich("versus", {
                    home: m.home.name,
                    away: m.away.name,
                    homeTeam: () => <TeamLink match={m} side="home" />,
                    awayTeam: () => <TeamLink match={m} side="away" />,
                  })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-white/50">{t("noSchedule")}</p>
      )}
    </div>
  );
}

function TeamLink({ match, side }: { match: MatchRow; side: "home" | "away" }) {
  return (
    <TeamNameLink
      sportId={match.sportId}
      team={match[side]}
      newTab
      className="relative z-10 inline-flex min-w-0"
    />
  );
}
