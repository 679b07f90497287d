import { Sport } from "@/lib/codes/sports";
import { JoinPage } from "@/components/match/odds-board/join-page";
import { oddsMetadata } from "@/components/match/odds-board/odds-metadata";
import { parseOddsParams } from "@/components/match/odds-board/odds-params";

export const revalidate = 30;

export const generateMetadata = () => oddsMetadata(Sport.Football, "join");

export default async function Page({ searchParams }: PageProps<"/football/odds-detail/join">) {
  return <JoinPage sportId={Sport.Football} params={parseOddsParams(await searchParams)} />;
}
