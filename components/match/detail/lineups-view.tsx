import type { MatchDetail, MatchLiveData } from "@/lib/contracts/match-detail";
import { BenchList } from "./bench-list";
import { LineupPitch } from "./lineup-pitch";

type Props = {
  lineups: NonNullable<MatchLiveData["lineups"]>;
  home: MatchDetail["home"];
  away: MatchDetail["away"];
};

/**
 * Both lineups: the starting elevens on the pitch, then the benches. The match page renders it on
 * the server when the lineups are known, so the drawing ships no JavaScript; the live board loads
 * it only for lineups published while the page is open.
 */
export function LineupsView({ lineups, home, away }: Props) {
  return (
    <div className="space-y-4">
      <LineupPitch home={lineups.home} away={lineups.away} homeKit={home} awayKit={away} />
      <BenchList home={lineups.home} away={lineups.away} homeTeam={home} awayTeam={away} />
    </div>
  );
}
