import { Sport } from "@/lib/codes/sports";
import { ModelPage } from "@/components/match/odds-board/model-page";
import { oddsMetadata } from "@/components/match/odds-board/odds-metadata";
import { parseOddsParams } from "@/components/match/odds-board/odds-params";
import { queryOfPage } from "@/lib/page-query-server";

export const revalidate = 30;

// Each query renders on its first request and is then cached (ISR), like a path.
export function generateStaticParams() {
  return [];
}

export const generateMetadata = () => oddsMetadata(Sport.Football, "model");

export default async function FootballModelPage({ params }: PageProps<"/football/model/[[...query]]">) {
  return <ModelPage params={parseOddsParams(await queryOfPage(params))} />;
}
