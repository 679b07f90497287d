import { isFootballFinished, isFootballLive } from "@/lib/codes/football-states";
import { type ModelMatch } from "@/lib/contracts/odds-model";
import { UpsetStatus } from "@/lib/codes/upset-status";

type Score = { state: number; homeScore: number; awayScore: number };

/**
 * 冷门预警: the favourite by the average 1X2 (the lower price of home and away) is behind or level
 * while the match is played, or lost it at the end. Null when there is no favourite or no upset.
 */
export function upsetWatch(
  match: Score,
  average: { home: number; away: number } | null,
): ModelMatch["upset"] {
  if (!average || average.home === average.away) return null;
  const favourite = average.home < average.away ? "home" : "away";
  const mine = favourite === "home" ? match.homeScore : match.awayScore;
  const theirs = favourite === "home" ? match.awayScore : match.homeScore;
  const odds = Math.min(average.home, average.away);
  if (isFootballLive(match.state)) {
    if (mine < theirs) return { favourite, odds, status: UpsetStatus.Losing };
    if (mine === theirs) return { favourite, odds, status: UpsetStatus.Drawing };
    return null;
  }
  if (isFootballFinished(match.state) && mine < theirs) return { favourite, odds, status: UpsetStatus.Lost };
  return null;
}
