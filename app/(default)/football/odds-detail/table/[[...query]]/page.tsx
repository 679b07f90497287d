import { Sport } from "@/lib/codes/sports";
import { ComparePage } from "@/components/match/odds-board/compare-page";
import { oddsMetadata } from "@/components/match/odds-board/odds-metadata";
import { parseOddsParams } from "@/components/match/odds-board/odds-params";
import { queryOfPage } from "@/lib/page-query-server";

export const revalidate = 30;

// Each query renders on its first request and is then cached (ISR), like a path.
export function generateStaticParams() {
  return [];
}

export const generateMetadata = () => oddsMetadata(Sport.Football, "table");

export default async function Page({ params }: PageProps<"/football/odds-detail/table/[[...query]]">) {
  return <ComparePage sportId={Sport.Football} params={parseOddsParams(await queryOfPage(params))} />;
}
