import {
  isBasketballFinished,
  isBasketballLive,
  isBasketballNotStarted,
} from "@/lib/codes/basketball-states";
import { basketballStateShortLabel } from "@/lib/codes/basketball-state-labels";
import {
  FootballState,
  isFootballFinished,
  isFootballLive,
  isFootballNotStarted,
} from "@/lib/codes/football-states";
import { footballStateLabel } from "@/lib/codes/football-state-labels";
import { Sport } from "@/lib/codes/sports";
import type { OddsMatch } from "@/lib/contracts/odds-board";

type Phase = "upcoming" | "live" | "finished" | "other";

export function matchPhase(m: Pick<OddsMatch, "sportId" | "state">): Phase {
  const basketball = m.sportId === Sport.Basketball;
  if (basketball ? isBasketballLive(m.state) : isFootballLive(m.state)) return "live";
  if (basketball ? isBasketballFinished(m.state) : isFootballFinished(m.state)) return "finished";
  if (basketball ? isBasketballNotStarted(m.state) : isFootballNotStarted(m.state)) return "upcoming";
  return "other";
}

/** 67' / 中场 / 2nd 05:12 / 完场 / 未开赛, coloured by phase. */
export function MatchState({ match }: { match: OddsMatch }) {
  const phase = matchPhase(match);
  const basketball = match.sportId === Sport.Basketball;
  let text = basketball ? basketballStateShortLabel(match.state) : footballStateLabel(match.state);
  if (phase === "live" && match.clock) {
    if (basketball) text = `${text} ${match.clock}`;
    else if (match.state !== FootballState.HalfTime)
      text = /^\d/.test(match.clock) ? `${match.clock}'` : match.clock;
  }
  const colour =
    phase === "live" ? "text-brand font-medium" : phase === "finished" ? "text-ink" : "text-ink-mute";
  return <span className={`whitespace-nowrap ${colour}`}>{text}</span>;
}
