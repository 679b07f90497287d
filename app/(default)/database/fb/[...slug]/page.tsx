import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FootballLeagueView } from "@/components/database/football-league-view";
import { FootballPlayerView } from "@/components/database/football-player-view";
import { FootballTeamView } from "@/components/database/football-team-view";
import { LeagueTransfersView } from "@/components/database/league-transfers";
import { PlayerTransferHistory } from "@/components/database/player-transfers";
import { TeamHistory } from "@/components/database/team-history";
import {
  getFootballLeague,
  getFootballPlayer,
  getFootballTeam,
  getLeagueTransfers,
  getPlayerTransfers,
  getTeamHonours,
  getTeamTransfers,
} from "@/lib/api/database";
import { Sport } from "@/lib/codes/sports";
import { leagueHref } from "@/lib/database-links";
import { parseFootballPath } from "@/lib/database-paths";
import {
  leagueJsonLd,
  leagueMetadata,
  playerJsonLd,
  playerMetadata,
  teamJsonLd,
  teamMetadata,
} from "@/lib/seo/database-seo";
import { JsonLd } from "@/lib/seo/json-ld";

type Props = { params: Promise<{ slug: string[] }> };

export const revalidate = 120;

// Every competition, team and player renders on its first visit and is then cached (ISR).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const path = parseFootballPath((await params).slug);
  switch (path?.kind) {
    case "league": {
      const data = await getFootballLeague(path.id, path.seasonId);
      if (!data) return {};
      const title = `${data.league.fullName} ${data.season.name}`;
      return leagueMetadata(
        data.league,
        data.season.name,
        title,
        leagueHref(Sport.Football, path.id, path.tab, path.seasonId),
      );
    }
    case "team": {
      const data = await getFootballTeam(path.id);
      return data ? teamMetadata(data.team) : {};
    }
    case "player": {
      const data = await getFootballPlayer(path.id);
      return data ? playerMetadata(Sport.Football, data.player) : {};
    }
    default:
      return {};
  }
}

/** /database/fb/league/{id}[/{tab}[/{seasonId}]], /database/fb/team/{id}, /database/fb/player/{id}. */
export default async function FootballDatabasePage({ params }: Props) {
  const path = parseFootballPath((await params).slug);
  if (!path) notFound();
  switch (path.kind) {
    case "league": {
      if (path.tab === "transfers") {
        const data = await getLeagueTransfers(path.id, path.seasonId);
        if (!data || data.league.sportId !== Sport.Football) notFound();
        return <LeagueTransfersView data={data} />;
      }
      const data = await getFootballLeague(path.id, path.seasonId);
      if (!data) notFound();
      return (
        <>
          <JsonLd nodes={leagueJsonLd(data.league)} />
          <FootballLeagueView data={data} tab={path.tab} />
        </>
      );
    }
    case "team": {
      const [data, honours, transfers] = await Promise.all([
        getFootballTeam(path.id),
        getTeamHonours(path.id),
        getTeamTransfers(path.id),
      ]);
      if (!data) notFound();
      return (
        <div className="space-y-3">
          <JsonLd nodes={teamJsonLd(data.team, data.squad)} />
          <FootballTeamView data={data} />
          {honours && transfers ? <TeamHistory honours={honours} transfers={transfers} /> : null}
        </div>
      );
    }
    case "player": {
      const [data, transfers] = await Promise.all([getFootballPlayer(path.id), getPlayerTransfers(path.id)]);
      if (!data) notFound();
      return (
        <div className="space-y-3">
          <JsonLd nodes={playerJsonLd(Sport.Football, data.player)} />
          <FootballPlayerView data={data} />
          {transfers ? <PlayerTransferHistory data={transfers} /> : null}
        </div>
      );
    }
  }
}
