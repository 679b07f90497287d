import { Sport } from "@/lib/codes/sports";
import { JoinPage } from "@/components/match/odds-board/join-page";
import { oddsMetadata } from "@/components/match/odds-board/odds-metadata";
import { parseOddsParams } from "@/components/match/odds-board/odds-params";
import { queryOfPage } from "@/lib/page-query-server";

export const revalidate = 30;

export { generateStaticParams } from "@/lib/page-query-server";

export const generateMetadata = () => oddsMetadata(Sport.Football, "join");

export default async function Page({ params }: PageProps<"/football/odds-detail/join/[[...query]]">) {
  return (
    <JoinPage sportId={Sport.Football} params={parseOddsParams(await queryOfPage(params, "oddsBoard"))} />
  );
}
