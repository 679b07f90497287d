import { isBasketballLive } from "@/lib/codes/basketball-states";
import { basketballStateLabel } from "@/lib/codes/basketball-state-labels";
import type { AnimationSport } from "./animation-state";
import { stateText } from "./football-clock-text";

/** The animated view's clock: 67' / 中场 for football, 第三节 05:32 / 完场 for basketball. */
export function animationClockText(sport: AnimationSport, state: number, clock: string): string {
  if (sport === "football") return stateText(state, clock);
  const label = basketballStateLabel(state);
  return isBasketballLive(state) && clock ? `${label} ${clock}` : label;
}
