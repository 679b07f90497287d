import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { matchPageMetadata } from "@/components/match/detail/match-metadata";
import { MatchShell } from "@/components/match/detail/match-shell";
import { ThreeMarketsTable } from "@/components/match/detail/three-markets-table";
import { getFootballMatch, getMatchOdds } from "@/lib/api/match-detail";
import { parseId } from "@/lib/parse-id";

type Props = { params: Promise<{ id: string }> };

export const revalidate = 15;

// Every match renders on its first visit and is then cached (ISR); none at build time.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return matchPageMetadata((await params).id, "three");
}

export default async function FootballThreePage({ params }: Props) {
  const id = parseId((await params).id);
  if (!id) notFound();
  const [match, odds] = await Promise.all([getFootballMatch(id), getMatchOdds(id)]);
  if (!match || !odds) notFound();
  return (
    <MatchShell match={match} tab="three">
      <ThreeMarketsTable odds={odds} />
    </MatchShell>
  );
}
