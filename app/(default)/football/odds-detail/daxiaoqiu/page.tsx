import { OddsMarket } from "@/lib/codes/odds-markets";
import { Sport } from "@/lib/codes/sports";
import { BoardPage } from "@/components/match/odds-board/board-page";
import { oddsMetadata } from "@/components/match/odds-board/odds-metadata";
import { parseOddsParams } from "@/components/match/odds-board/odds-params";

export const revalidate = 30;

export const generateMetadata = () => oddsMetadata(Sport.Football, "daxiaoqiu");

export default async function Page({ searchParams }: PageProps<"/football/odds-detail/daxiaoqiu">) {
  return (
    <BoardPage
      sportId={Sport.Football}
      view="daxiaoqiu"
      market={OddsMarket.OverUnder}
      params={parseOddsParams(await searchParams)}
    />
  );
}
