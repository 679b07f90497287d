import { Sport } from "@/lib/codes/sports";
import { JoinPage } from "@/components/match/odds-board/join-page";
import { oddsMetadata } from "@/components/match/odds-board/odds-metadata";
import { parseOddsParams } from "@/components/match/odds-board/odds-params";
import { queryOfPage } from "@/lib/page-query-server";

export const revalidate = 30;

// Each query renders on its first request and is then cached (ISR), like a path.
export function generateStaticParams() {
  return [];
}

export const generateMetadata = () => oddsMetadata(Sport.Basketball, "join");

export default async function Page({ params }: PageProps<"/basketball/odds-detail/join/[[...query]]">) {
  return <JoinPage sportId={Sport.Basketball} params={parseOddsParams(await queryOfPage(params))} />;
}
