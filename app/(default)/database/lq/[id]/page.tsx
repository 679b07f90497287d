import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BasketballLeagueTransfers } from "@/components/database/basketball-league-transfers";
import { BasketballLeagueView } from "@/components/database/basketball-league-view";
import { getBasketballLeague, getLeagueTransfers } from "@/lib/api/database";
import { parseId } from "@/lib/parse-id";
import { leagueJsonLd, leagueMetadata } from "@/lib/seo/database-seo";
import { JsonLd } from "@/lib/seo/json-ld";

type Props = { params: Promise<{ id: string }> };

export const revalidate = 120;

export function generateStaticParams() {
  return [];
}

async function load(params: Props["params"]) {
  const id = parseId((await params).id);
  return id ? getBasketballLeague(id) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await load(params);
  return data
    ? leagueMetadata(data.league, data.season.name, `${data.league.fullName} ${data.season.name}`)
    : {};
}

/** /database/lq/{id}: a basketball league's standings, leaders and schedule. */
export default async function BasketballLeaguePage({ params }: Props) {
  const data = await load(params);
  if (!data) notFound();
  const transfers = await getLeagueTransfers(data.league.id);
  return (
    <div className="space-y-3">
      <JsonLd nodes={leagueJsonLd(data.league)} />
      <BasketballLeagueView data={data} />
      {transfers ? <BasketballLeagueTransfers data={transfers} /> : null}
    </div>
  );
}
