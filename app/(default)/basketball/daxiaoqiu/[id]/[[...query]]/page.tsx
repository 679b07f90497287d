import { basketMatchMetadata } from "@/components/match/basketball/match-page";
import { BasketOddsPage } from "@/components/match/basketball/odds/odds-page";
import { basketballPlayTypeMarket } from "@/lib/codes/odds-markets";
import { BasketballPlayType } from "@/lib/codes/play-types";
import { queryOfPage } from "@/lib/page-query-server";

export const revalidate = 15;

export { generateStaticParams } from "@/lib/page-query-server";

export async function generateMetadata({ params }: PageProps<"/basketball/daxiaoqiu/[id]/[[...query]]">) {
  return basketMatchMetadata((await params).id, "daxiaoqiu");
}

export default async function BasketballDaxiaoqiuPage({
  params,
}: PageProps<"/basketball/daxiaoqiu/[id]/[[...query]]">) {
  return (
    <BasketOddsPage
      id={(await params).id}
      tab="daxiaoqiu"
      market={basketballPlayTypeMarket(BasketballPlayType.OverUnder)!}
      search={await queryOfPage(params, "basketOdds")}
    />
  );
}
