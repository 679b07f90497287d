import { Sport } from "@/lib/codes/sports";
import { oddsMetadata } from "@/components/match/odds-board/odds-metadata";
import { OddsIndexPage } from "@/components/match/odds-board/odds-index-page";

export const revalidate = 30;

export const generateMetadata = () => oddsMetadata(Sport.Basketball);

export default function BasketballOddsCentrePage() {
  return <OddsIndexPage sportId={Sport.Basketball} />;
}
