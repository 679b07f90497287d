import { basketMatchMetadata } from "@/components/match/basketball/match-page";
import { BasketOddsPage } from "@/components/match/basketball/odds/odds-page";
import { OddsMarket } from "@/lib/codes/odds-markets";
import { queryOfPage } from "@/lib/page-query-server";

export const revalidate = 15;

export { generateStaticParams } from "@/lib/page-query-server";

export async function generateMetadata({ params }: PageProps<"/basketball/oupei/[id]/[[...query]]">) {
  return basketMatchMetadata((await params).id, "oupei");
}

export default async function BasketballOupeiPage({
  params,
}: PageProps<"/basketball/oupei/[id]/[[...query]]">) {
  return (
    <BasketOddsPage
      id={(await params).id}
      tab="oupei"
      market={OddsMarket.European}
      search={await queryOfPage(params, "basketOdds")}
    />
  );
}
