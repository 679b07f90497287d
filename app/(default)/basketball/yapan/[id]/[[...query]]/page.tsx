import { basketMatchMetadata } from "@/components/match/basketball/match-page";
import { BasketOddsPage } from "@/components/match/basketball/odds/odds-page";
import { basketballPlayTypeMarket } from "@/lib/codes/odds-markets";
import { BasketballPlayType } from "@/lib/codes/play-types";
import { queryOfPage } from "@/lib/page-query-server";

export const revalidate = 15;

export { generateStaticParams } from "@/lib/page-query-server";

export async function generateMetadata({ params }: PageProps<"/basketball/yapan/[id]/[[...query]]">) {
  return basketMatchMetadata((await params).id, "yapan");
}

export default async function BasketballYapanPage({
  params,
}: PageProps<"/basketball/yapan/[id]/[[...query]]">) {
  return (
    <BasketOddsPage
      id={(await params).id}
      tab="yapan"
      market={basketballPlayTypeMarket(BasketballPlayType.Handicap)!}
      search={await queryOfPage(params, "basketOdds")}
    />
  );
}
