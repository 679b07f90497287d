import { basketMatchMetadata } from "@/components/match/basketball/match-page";
import { BasketOddsPage } from "@/components/match/basketball/odds/odds-page";
import { basketballPlayTypeMarket } from "@/lib/codes/odds-markets";
import { BasketballPlayType } from "@/lib/codes/play-types";

export const revalidate = 15;

export async function generateMetadata({ params }: PageProps<"/basketball/daxiaoqiu/[id]">) {
  return basketMatchMetadata((await params).id, "daxiaoqiu");
}

export default async function BasketballDaxiaoqiuPage({
  params,
  searchParams,
}: PageProps<"/basketball/daxiaoqiu/[id]">) {
  return (
    <BasketOddsPage
      id={(await params).id}
      tab="daxiaoqiu"
      market={basketballPlayTypeMarket(BasketballPlayType.OverUnder)!}
      search={await searchParams}
    />
  );
}
