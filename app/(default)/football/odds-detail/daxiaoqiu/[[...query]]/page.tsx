import { OddsMarket } from "@/lib/codes/odds-markets";
import { Sport } from "@/lib/codes/sports";
import { BoardPage } from "@/components/match/odds-board/board-page";
import { oddsMetadata } from "@/components/match/odds-board/odds-metadata";
import { parseOddsParams } from "@/components/match/odds-board/odds-params";
import { queryOfPage } from "@/lib/page-query-server";

export const revalidate = 30;

export { generateStaticParams } from "@/lib/page-query-server";

export const generateMetadata = () => oddsMetadata(Sport.Football, "daxiaoqiu");

export default async function Page({ params }: PageProps<"/football/odds-detail/daxiaoqiu/[[...query]]">) {
  return (
    <BoardPage
      sportId={Sport.Football}
      view="daxiaoqiu"
      market={OddsMarket.OverUnder}
      params={parseOddsParams(await queryOfPage(params, "oddsBoard"))}
    />
  );
}
