import { Sport } from "@/lib/codes/sports";
import { ComparePage } from "@/components/match/odds-board/compare-page";
import { oddsMetadata } from "@/components/match/odds-board/odds-metadata";
import { parseOddsParams } from "@/components/match/odds-board/odds-params";
import { queryOfPage } from "@/lib/page-query-server";

export const revalidate = 30;

export { generateStaticParams } from "@/lib/page-query-server";

export const generateMetadata = () => oddsMetadata(Sport.Basketball, "table");

export default async function Page({ params }: PageProps<"/basketball/odds-detail/table/[[...query]]">) {
  return (
    <ComparePage
      sportId={Sport.Basketball}
      params={parseOddsParams(await queryOfPage(params, "oddsBoard"))}
    />
  );
}
