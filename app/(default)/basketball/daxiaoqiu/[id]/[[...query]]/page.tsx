import { basketMatchMetadata } from "@/components/match/basketball/match-page";
import { BasketOddsPage } from "@/components/match/basketball/odds/odds-page";
import { basketballPlayTypeMarket } from "@/lib/codes/odds-markets";
import { BasketballPlayType } from "@/lib/codes/play-types";
import { queryOfPage } from "@/lib/page-query-server";

export const revalidate = 15;

// Each query renders on its first request and is then cached (ISR), like a path.
export function generateStaticParams() {
  return [];
}

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
      search={await queryOfPage(params)}
    />
  );
}
