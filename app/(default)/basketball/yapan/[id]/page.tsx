import { basketMatchMetadata } from "@/components/match/basketball/match-page";
import { BasketOddsPage } from "@/components/match/basketball/odds/odds-page";
import { basketballPlayTypeMarket } from "@/lib/codes/odds-markets";
import { BasketballPlayType } from "@/lib/codes/play-types";

export const revalidate = 15;

export async function generateMetadata({ params }: PageProps<"/basketball/yapan/[id]">) {
  return basketMatchMetadata((await params).id, "yapan");
}

export default async function BasketballYapanPage({
  params,
  searchParams,
}: PageProps<"/basketball/yapan/[id]">) {
  return (
    <BasketOddsPage
      id={(await params).id}
      tab="yapan"
      market={basketballPlayTypeMarket(BasketballPlayType.Handicap)!}
      search={await searchParams}
    />
  );
}
