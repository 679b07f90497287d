import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BasketballLeagueView } from "@/components/database/basketball-league-view";
import { getBasketballLeague } from "@/lib/api/database";
import { parseId } from "@/lib/parse-id";

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
  return data ? { title: `${data.league.fullName} ${data.season.name}` } : {};
}

/** /database/lq/{id}: a basketball league's standings, leaders and schedule. */
export default async function BasketballLeaguePage({ params }: Props) {
  const data = await load(params);
  if (!data) notFound();
  return <BasketballLeagueView data={data} />;
}
