import { Suspense } from "react";
import type { MatchDetail } from "@/lib/contracts/match-detail";
import type { MatchOdds } from "@/lib/contracts/match-odds";
import { followsLive } from "./live-state";
import { OddsMarketBoard, OddsMarketBoardFromUrl } from "./odds-market-board";

/** 欧赔 / 亚盘 / 大小球 tab body: the server renders the table; the chosen company's history loads in the browser. */
export function OddsMarketSection({
  match,
  odds,
  market,
}: {
  match: MatchDetail;
  odds: MatchOdds;
  market: number;
}) {
  const props = {
    matchId: match.id,
    market,
    kickoff: match.kickoff,
    companies: odds.markets.find((m) => m.market === market)?.companies ?? [],
    live: followsLive(match.state),
  };
  return (
    <Suspense fallback={<OddsMarketBoard {...props} selectedId={null} />}>
      <OddsMarketBoardFromUrl {...props} />
    </Suspense>
  );
}
