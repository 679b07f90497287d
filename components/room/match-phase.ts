import { isBasketballFinished, isBasketballLive } from "@/lib/codes/basketball-states";
import { isFootballFinished, isFootballLive } from "@/lib/codes/football-states";
import { Sport } from "@/lib/codes/sports";

export type MatchPhase = "live" | "finished" | "upcoming";

/** Where a match stands, whatever its sport: decides between a score and a kick-off time. */
export function matchPhase(m: { sportId: number; state: number }): MatchPhase {
  const football = m.sportId === Sport.Football;
  if (football ? isFootballLive(m.state) : isBasketballLive(m.state)) return "live";
  if (football ? isFootballFinished(m.state) : isBasketballFinished(m.state)) return "finished";
  return "upcoming";
}

/** The match page of a row, by sport. */
export const matchHref = (m: { sportId: number; id: number }) =>
  `/${m.sportId === Sport.Football ? "football" : "basketball"}/live/${m.id}`;
