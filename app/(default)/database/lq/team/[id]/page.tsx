import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BasketballTeamView } from "@/components/database/basketball-team-view";
import { getBasketballTeam } from "@/lib/api/database";
import { parseId } from "@/lib/parse-id";

type Props = { params: Promise<{ id: string }> };

export const revalidate = 120;

export function generateStaticParams() {
  return [];
}

async function load(params: Props["params"]) {
  const id = parseId((await params).id);
  return id ? getBasketballTeam(id) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await load(params);
  return data ? { title: `${data.team.name} 球队资料` } : {};
}

/** /database/lq/team/{id}: a basketball team's roster, schedule and statistics. */
export default async function BasketballTeamPage({ params }: Props) {
  const data = await load(params);
  if (!data) notFound();
  return <BasketballTeamView data={data} />;
}
