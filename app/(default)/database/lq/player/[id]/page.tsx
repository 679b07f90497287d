import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BasketballPlayerView } from "@/components/database/basketball-player-view";
import { PlayerTransferHistory } from "@/components/database/player-transfers";
import { getBasketballPlayer, getPlayerTransfers } from "@/lib/api/database";
import { Sport } from "@/lib/codes/sports";
import { parseId } from "@/lib/parse-id";
import { playerJsonLd, playerMetadata } from "@/lib/seo/database-seo";
import { JsonLd } from "@/lib/seo/json-ld";

type Props = { params: Promise<{ id: string }> };

export const revalidate = 120;

export function generateStaticParams() {
  return [];
}

async function load(params: Props["params"]) {
  const id = parseId((await params).id);
  return id ? getBasketballPlayer(id) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await load(params);
  return data ? playerMetadata(Sport.Basketball, data.player) : {};
}

/** /database/lq/player/{id}: a basketball player's season averages and game log. */
export default async function BasketballPlayerPage({ params }: Props) {
  const data = await load(params);
  if (!data) notFound();
  const transfers = await getPlayerTransfers(data.player.id);
  return (
    <div className="space-y-3">
      <JsonLd nodes={playerJsonLd(Sport.Basketball, data.player)} />
      <BasketballPlayerView data={data} />
      {transfers ? <PlayerTransferHistory data={transfers} /> : null}
    </div>
  );
}
