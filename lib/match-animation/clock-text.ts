import { basketballStateLabel, isBasketballLive } from "@/lib/codes/basketball-states";
import { FootballState, footballStateLabel } from "@/lib/codes/football-states";
import { clockLabel } from "@/lib/format/match-minute";
import type { AnimationSport } from "./animation-state";

/** 67' while a half runs, otherwise the state's label (中场, 完场, 未开赛…). */
export function stateText(state: number, clock: string): string {
  const running =
    state === FootballState.FirstHalf ||
    state === FootballState.SecondHalf ||
    state === FootballState.ExtraTime;
  const minute = running ? clockLabel(clock) : "";
  return minute && /^\d/.test(minute) ? minute : footballStateLabel(state);
}

/** The animated view's clock: 67' / 中场 for football, 第三节 05:32 / 完场 for basketball. */
export function animationClockText(sport: AnimationSport, state: number, clock: string): string {
  if (sport === "football") return stateText(state, clock);
  const label = basketballStateLabel(state);
  return isBasketballLive(state) && clock ? `${label} ${clock}` : label;
}
