import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FootballLeagueView } from "@/components/database/football-league-view";
import { FootballPlayerView } from "@/components/database/football-player-view";
import { FootballTeamView } from "@/components/database/football-team-view";
import { getFootballLeague, getFootballPlayer, getFootballTeam } from "@/lib/api/database";
import { parseFootballPath, type FootballPath } from "@/lib/database-paths";

type Props = { params: Promise<{ slug: string[] }> };

export const revalidate = 120;

// Every competition, team and player renders on its first visit and is then cached (ISR).
export function generateStaticParams() {
  return [];
}

async function titleOf(path: FootballPath): Promise<string | null> {
  switch (path.kind) {
    case "league": {
      const data = await getFootballLeague(path.id, path.seasonId);
      return data && `${data.league.fullName} ${data.season.name}`;
    }
    case "team": {
      const data = await getFootballTeam(path.id);
      return data && `${data.team.name} 球队资料`;
    }
    case "player": {
      const data = await getFootballPlayer(path.id);
      return data && `${data.player.name} 球员资料`;
    }
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const path = parseFootballPath((await params).slug);
  const title = path && (await titleOf(path));
  return title ? { title } : {};
}

/** /database/fb/league/{id}[/{tab}[/{seasonId}]], /database/fb/team/{id}, /database/fb/player/{id}. */
export default async function FootballDatabasePage({ params }: Props) {
  const path = parseFootballPath((await params).slug);
  if (!path) notFound();
  switch (path.kind) {
    case "league": {
      const data = await getFootballLeague(path.id, path.seasonId);
      if (!data) notFound();
      return <FootballLeagueView data={data} tab={path.tab} />;
    }
    case "team": {
      const data = await getFootballTeam(path.id);
      if (!data) notFound();
      return <FootballTeamView data={data} />;
    }
    case "player": {
      const data = await getFootballPlayer(path.id);
      if (!data) notFound();
      return <FootballPlayerView data={data} />;
    }
  }
}
