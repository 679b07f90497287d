import Link from "next/link";
import { useTranslations } from "next-intl";
import { TeamNameLink } from "@/components/match/team-name-link";
import type { PlaybackDetail } from "@/lib/contracts/playback";
import { formatDate, formatTime } from "@/lib/format/date";
import { matchHref } from "./playback-links";

type Match = NonNullable<PlaybackDetail["match"]>;

/**
 * The match a playback shows: league, teams (each a link to its page) with the final score,
 * kick-off and a link to the match's page.
 */
export function PlaybackMatchCard({ match }: { match: Match }) {
  const t = useTranslations("playback.match");
  return (
    <section aria-label={t("title")} className="rounded-lg bg-[#1e2029] p-4">
      <header className="flex items-center justify-between text-xs text-white/60">
        <span>
          {t("title")} · {match.leagueName}
        </span>
        <span>{t("kickoff", { time: `${formatDate(match.kickoff)} ${formatTime(match.kickoff)}` })}</span>
      </header>
      <div className="mt-3 grid grid-cols-[1fr_auto_1fr] items-center gap-4 text-center">
        <TeamNameLink
          sportId={match.sportId}
          team={{ id: match.homeTeamId, name: match.homeName }}
          className="flex min-w-0 justify-center text-base font-medium"
        />
        <span className="text-2xl font-bold text-white tabular-nums">
          {match.homeScore} - {match.awayScore}
        </span>
        <TeamNameLink
          sportId={match.sportId}
          team={{ id: match.awayTeamId, name: match.awayName }}
          className="flex min-w-0 justify-center text-base font-medium"
        />
      </div>
      <div className="mt-3 text-center">
        <Link href={matchHref(match)} className="text-sm text-red-300 hover:underline">
          {t("detail")}
        </Link>
      </div>
    </section>
  );
}
