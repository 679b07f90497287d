import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LineupsView } from "@/components/match/detail/lineups-view";
import { LiveBoard } from "@/components/match/detail/live-board";
import { matchPageMetadata } from "@/components/match/detail/match-metadata";
import { MatchShell } from "@/components/match/detail/match-shell";
import { getFootballMatch, getFootballMatchLive } from "@/lib/api/match-detail";
import { parseId } from "@/lib/parse-id";

type Props = { params: Promise<{ id: string }> };

export const revalidate = 15;

// Every match renders on its first visit and is then cached (ISR); none at build time.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return matchPageMetadata((await params).id, "live");
}

export default async function FootballLivePage({ params }: Props) {
  const id = parseId((await params).id);
  if (!id) notFound();
  const [match, live] = await Promise.all([getFootballMatch(id), getFootballMatchLive(id)]);
  if (!match || !live) notFound();
  return (
    <MatchShell match={match} tab="live">
      <LiveBoard
        match={{ id: match.id, home: match.home, away: match.away }}
        initial={live}
        lineups={live.lineups && <LineupsView lineups={live.lineups} home={match.home} away={match.away} />}
      />
    </MatchShell>
  );
}
