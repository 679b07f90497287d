import Link from "next/link";
import { useTranslations } from "next-intl";
import { Sport } from "@/lib/codes/sports";
import type { MatchDetail } from "@/lib/contracts/match-detail";
import { leagueHref, teamHref } from "@/lib/database-links";
import { formatDate, formatTime } from "@/lib/format/date";
import { LeagueTag } from "../league-tag";
import { TeamBadge } from "../team-badge";
import { matchPhase } from "@/components/room/match-phase";
import { WatchRooms } from "../watch-rooms";
import { MatchAnimation } from "../animation/match-animation";
import { HeaderScore } from "./header-score";
import { followsLive, hasScore } from "./live-state";
import { matchTabHref, type MatchTab } from "./match-tabs";

function Team({ team, side }: { team: MatchDetail["home"]; side: "home" | "away" }) {
  const t = useTranslations("matchDetail.header");
  return (
    <div
      className={`flex flex-1 items-center gap-4 ${side === "home" ? "justify-end" : "flex-row-reverse justify-end"}`}
    >
      <div className={side === "home" ? "text-right" : "text-left"}>
        <Link
          href={teamHref(Sport.Football, team.id)}
          prefetch={false}
          className="text-xl font-semibold hover:text-brand"
          title={team.fullName}
        >
          {team.name}
        </Link>
        <div className="mt-1 text-xs text-ink-mute">
          {t(side)}
          {team.rank ? <span className="ml-1">{t("rank", { rank: team.rank })}</span> : null}
        </div>
      </div>
      <TeamBadge name={team.name} logo={team.logo} size={56} decorative />
    </div>
  );
}

/** League, kick-off (China time), teams with badges, the live score, venue and where to watch. */
export function MatchHeader({ match, tab }: { match: MatchDetail; tab: MatchTab }) {
  const t = useTranslations("matchDetail.header");
  const kickoff = `${formatDate(match.kickoff)} ${formatTime(match.kickoff)}`;
  return (
    <header className="bg-white px-6 pt-5 pb-4">
      <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-sm text-ink-soft">
        <Link href={leagueHref(Sport.Football, match.league.id)} prefetch={false}>
          <LeagueTag name={match.league.name} colour={match.league.colour} />
        </Link>
        {match.round ? <span>{match.round}</span> : null}
        <time dateTime={match.kickoff}>{t("kickoff", { time: kickoff })}</time>
      </div>
      <div className="mt-4 flex items-center gap-6">
        <Team team={match.home} side="home" />
        <HeaderScore initial={match} />
        <Team team={match.away} side="away" />
      </div>
      {hasScore(match.state) || followsLive(match.state) ? (
        <MatchAnimation
          sport="football"
          initial={{
            id: match.id,
            state: match.state,
            clock: match.clock,
            homeScore: match.homeScore,
            awayScore: match.awayScore,
          }}
          follows={followsLive(match.state)}
          home={{ name: match.home.name, colour: match.home.colour }}
          away={{ name: match.away.name, colour: match.away.colour }}
        />
      ) : null}
      <div className="mt-4 flex flex-wrap items-center justify-center gap-x-5 gap-y-2 text-sm text-ink-soft">
        {match.venue ? (
          <span>
            {t("venue", {
              name: match.venue.city ? `${match.venue.name}（${match.venue.city}）` : match.venue.name,
            })}
            {match.neutral ? <span className="ml-1 text-ink-mute">{t("neutral")}</span> : null}
          </span>
        ) : null}
        {match.tv.length ? (
          <span>
            {t("tv")}
            {match.tv.map((c) => (
              <span key={c.channel} className="ml-1 rounded bg-surface px-1.5 py-0.5 text-ink">
                {c.channel}
              </span>
            ))}
          </span>
        ) : null}
        <WatchRooms rooms={match.watch} over={matchPhase(match) === "finished"} inline />
        {match.hasLive && tab !== "live" ? (
          <Link
            href={matchTabHref("live", match.id)}
            className="rounded-full bg-brand px-4 py-1 text-white hover:bg-brand-dark"
          >
            {t("watch")}
          </Link>
        ) : null}
      </div>
    </header>
  );
}
