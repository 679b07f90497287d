import { BasketballState, isBasketballLive } from "@/lib/codes/basketball-states";
import { basketballStateLabel } from "@/lib/codes/basketball-state-labels";

type Props = { state: number; clock: string; finishedLabel: string; notStartedLabel: string };

/** 第二节 08:34 while a quarter runs, 第二节完 in a break, 完 at the end, 未 before tip-off. */
export function BasketStateText({ state, clock, finishedLabel, notStartedLabel }: Props) {
  if (state === BasketballState.Finished) return <span className="text-ink-soft">{finishedLabel}</span>;
  if (state === BasketballState.NotStarted) return <span className="text-ink-mute">{notStartedLabel}</span>;
  const label = basketballStateLabel(state);
  if (!isBasketballLive(state)) return <span className="text-ink-mute">{label}</span>;
  return (
    <span className="inline-flex flex-col items-center leading-tight text-brand">
      <span>{label}</span>
      {clock ? <span className="text-xs tabular-nums">{clock}</span> : null}
    </span>
  );
}
