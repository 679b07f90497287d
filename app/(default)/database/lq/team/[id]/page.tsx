import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BasketballTeamView } from "@/components/database/basketball-team-view";
import { TeamHistory } from "@/components/database/team-history";
import { getBasketballTeam, getTeamHonours, getTeamTransfers } from "@/lib/api/database";
import { parseId } from "@/lib/parse-id";
import { teamJsonLd, teamMetadata } from "@/lib/seo/database-seo";
import { JsonLd } from "@/lib/seo/json-ld";

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
  return data ? teamMetadata(data.team) : {};
}

/** /database/lq/team/{id}: a basketball team's roster, schedule and statistics. */
export default async function BasketballTeamPage({ params }: Props) {
  const data = await load(params);
  if (!data) notFound();
  const [honours, transfers] = await Promise.all([
    getTeamHonours(data.team.id),
    getTeamTransfers(data.team.id),
  ]);
  return (
    <div className="space-y-3">
      <JsonLd nodes={teamJsonLd(data.team, data.roster)} />
      <BasketballTeamView data={data} />
      {honours && transfers ? <TeamHistory honours={honours} transfers={transfers} /> : null}
    </div>
  );
}
