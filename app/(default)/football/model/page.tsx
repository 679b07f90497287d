import { Sport } from "@/lib/codes/sports";
import { ModelPage } from "@/components/match/odds-board/model-page";
import { oddsMetadata } from "@/components/match/odds-board/odds-metadata";
import { parseOddsParams } from "@/components/match/odds-board/odds-params";

export const revalidate = 30;

export const generateMetadata = () => oddsMetadata(Sport.Football, "model");

export default async function FootballModelPage({ searchParams }: PageProps<"/football/model">) {
  return <ModelPage params={parseOddsParams(await searchParams)} />;
}
