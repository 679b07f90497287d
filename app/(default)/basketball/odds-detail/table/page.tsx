import { Sport } from "@/lib/codes/sports";
import { ComparePage } from "@/components/match/odds-board/compare-page";
import { oddsMetadata } from "@/components/match/odds-board/odds-metadata";
import { parseOddsParams } from "@/components/match/odds-board/odds-params";

export const revalidate = 30;

export const generateMetadata = () => oddsMetadata(Sport.Basketball, "table");

export default async function Page({ searchParams }: PageProps<"/basketball/odds-detail/table">) {
  return <ComparePage sportId={Sport.Basketball} params={parseOddsParams(await searchParams)} />;
}
