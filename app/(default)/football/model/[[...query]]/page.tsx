import { Sport } from "@/lib/codes/sports";
import { ModelPage } from "@/components/match/odds-board/model-page";
import { oddsMetadata } from "@/components/match/odds-board/odds-metadata";
import { parseOddsParams } from "@/components/match/odds-board/odds-params";
import { queryOfPage } from "@/lib/page-query-server";

export const revalidate = 30;

export { generateStaticParams } from "@/lib/page-query-server";

export const generateMetadata = () => oddsMetadata(Sport.Football, "model");

export default async function FootballModelPage({ params }: PageProps<"/football/model/[[...query]]">) {
  return <ModelPage params={parseOddsParams(await queryOfPage(params, "oddsBoard"))} />;
}
