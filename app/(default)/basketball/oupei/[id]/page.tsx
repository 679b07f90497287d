import { basketMatchMetadata } from "@/components/match/basketball/match-page";
import { BasketOddsPage } from "@/components/match/basketball/odds/odds-page";
import { OddsMarket } from "@/lib/codes/odds-markets";

export const revalidate = 15;

export async function generateMetadata({ params }: PageProps<"/basketball/oupei/[id]">) {
  return basketMatchMetadata((await params).id, "oupei");
}

export default async function BasketballOupeiPage({
  params,
  searchParams,
}: PageProps<"/basketball/oupei/[id]">) {
  return (
    <BasketOddsPage
      id={(await params).id}
      tab="oupei"
      market={OddsMarket.European}
      search={await searchParams}
    />
  );
}
