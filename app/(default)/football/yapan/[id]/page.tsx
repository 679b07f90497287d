import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { matchPageMetadata } from "@/components/match/detail/match-metadata";
import { MatchShell } from "@/components/match/detail/match-shell";
import { OddsMarketSection } from "@/components/match/detail/odds-market-section";
import { getFootballMatch, getMatchOdds } from "@/lib/api/match-detail";
import { OddsMarket } from "@/lib/codes/odds-markets";
import { parseId } from "@/lib/parse-id";

type Props = { params: Promise<{ id: string }> };

export const revalidate = 15;

// Every match renders on its first visit and is then cached (ISR); none at build time.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return matchPageMetadata((await params).id, "yapan");
}

export default async function FootballYapanPage({ params }: Props) {
  const id = parseId((await params).id);
  if (!id) notFound();
  const [match, odds] = await Promise.all([getFootballMatch(id), getMatchOdds(id, OddsMarket.Handicap)]);
  if (!match || !odds) notFound();
  return (
    <MatchShell match={match} tab="yapan">
      <OddsMarketSection match={match} odds={odds} market={OddsMarket.Handicap} />
    </MatchShell>
  );
}
