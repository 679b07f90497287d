import Link from "next/link";
import { useTranslations } from "next-intl";
import { Sport } from "@/lib/codes/sports";
import { leagueHref, teamHref } from "@/lib/database-links";
import type { BasketDetail } from "@/lib/contracts/basketball";
import { formatDateTime } from "@/lib/format/date";
import { LeagueTag } from "../league-tag";
import { TeamBadge } from "../team-badge";
import { matchPhase } from "@/components/room/match-phase";
import { WatchRooms } from "../watch-rooms";
import { MatchAnimation } from "../animation/match-animation";
import { BasketScoreboard } from "./basket-scoreboard";
import { followsGame, showsGameAnimation } from "./live-match";
import { pickLive } from "./pick-live";

type Team = BasketDetail["match"]["home"];

function TeamBlock({ team }: { team: Team }) {
  return (
    <div className="flex w-48 flex-col items-center gap-2 text-center">
      <TeamBadge name={team.name} logo={team.logo} size={64} decorative />
      <Link
        href={teamHref(Sport.Basketball, team.id)}
        prefetch={false}
        className="text-lg font-semibold text-white hover:underline"
      >
        {team.name}
      </Link>
      <span className="text-xs text-white/60">
        {team.nameEn}
        {team.rank ? ` · [${team.rank}]` : ""}
      </span>
    </div>
  );
}

/** League, season, tip-off, venue and TV above the two teams, the live score and the quarter table. */
export function BasketMatchHeader({ detail }: { detail: BasketDetail }) {
  const t = useTranslations("basketballPages.match");
  const { match, league, venue, tv } = detail;
  return (
    <header className="bg-gradient-to-b from-[#1d2a44] to-[#2a3b5f] px-6 pt-4 pb-5 text-white">
      <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-xs text-white/80">
        <Link href={leagueHref(Sport.Basketball, league.id)} prefetch={false}>
          <LeagueTag name={league.name} colour={league.colour} />
        </Link>
        <span>{league.fullName}</span>
        <span>{t("season", { season: detail.season })}</span>
        {match.round ? <span>{match.round}</span> : null}
        {match.jcNo ? <span>{t("jc", { number: match.jcNo })}</span> : null}
        <time dateTime={match.kickoff}>{formatDateTime(match.kickoff).slice(0, 16)}</time>
        {venue ? (
          <span>
            {t("venue")}：{venue.name}（{venue.city}）
          </span>
        ) : null}
        {tv.length ? (
          <span>
            {t("tv")}：{tv.map((c) => c.channel).join(" / ")}
          </span>
        ) : null}
      </div>
      {match.watch.length ? (
        <div className="mt-2 flex justify-center">
          <div className="rounded bg-white/95 px-2 py-1">
            <WatchRooms rooms={match.watch} over={matchPhase(match) === "finished"} inline />
          </div>
        </div>
      ) : null}
      <div className="mt-4 flex items-start justify-center gap-8">
        <TeamBlock team={match.home} />
        <div className="rounded-lg bg-white px-4 py-3 text-ink shadow">
          <BasketScoreboard
            initial={pickLive(match)}
            home={match.home}
            away={match.away}
            kickoffLabel={formatDateTime(match.kickoff).slice(5, 16)}
          />
        </div>
        <TeamBlock team={match.away} />
      </div>
      {showsGameAnimation(match.state) ? (
        <MatchAnimation
          sport="basketball"
          initial={{
            id: match.id,
            state: match.state,
            clock: match.clock,
            homeScore: match.homeScore,
            awayScore: match.awayScore,
          }}
          follows={followsGame(match.state)}
          home={{ name: match.home.name, colour: match.home.colour }}
          away={{ name: match.away.name, colour: match.away.colour }}
        />
      ) : null}
    </header>
  );
}
