import { FootballState } from "@/lib/codes/football-states";
import { footballStateLabel } from "@/lib/codes/football-state-labels";
import { clockLabel } from "@/lib/format/match-minute";

// Football's alone: a football match page's header ships no basketball states.

/** 67' while a half runs, otherwise the state's label (中场, 完场, 未开赛…). */
export function stateText(state: number, clock: string): string {
  const running =
    state === FootballState.FirstHalf ||
    state === FootballState.SecondHalf ||
    state === FootballState.ExtraTime;
  const minute = running ? clockLabel(clock) : "";
  return minute && /^\d/.test(minute) ? minute : footballStateLabel(state);
}
