import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BasketballPlayerView } from "@/components/database/basketball-player-view";
import { getBasketballPlayer } from "@/lib/api/database";
import { parseId } from "@/lib/parse-id";

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
  return data ? { title: `${data.player.name} 球员资料` } : {};
}

/** /database/lq/player/{id}: a basketball player's season averages and game log. */
export default async function BasketballPlayerPage({ params }: Props) {
  const data = await load(params);
  if (!data) notFound();
  return <BasketballPlayerView data={data} />;
}
