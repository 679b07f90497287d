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
      search={await queryOfPage(params)}
    />
  );
}
