import { useTranslations } from "next-intl";
import { FootballState } from "@/lib/codes/football-states";
import { footballStateLabel } from "@/lib/codes/football-state-labels";

const RUNNING: ReadonlySet<number> = new Set([
  FootballState.FirstHalf,
  FootballState.SecondHalf,
  FootballState.ExtraTime,
]);

/** The 状态 column: the minute with a blinking ' while a half runs, 中场, 完, 未, 点球, or the state's label. */
export function FootballStateText({ state, clock }: { state: number; clock: string }) {
  const t = useTranslations("match.state");
  if (RUNNING.has(state) && /^\d/.test(clock)) {
    return (
      <span className="font-medium text-brand tabular-nums">
        {clock}
        <span className="animate-pulse">&apos;</span>
      </span>
    );
  }
  if (state === FootballState.HalfTime)
    return <span className="font-medium text-brand">{t("halfTime")}</span>;
  if (state === FootballState.Penalties)
    return <span className="font-medium text-brand">{t("penalties")}</span>;
  if (state === FootballState.Finished) return <span className="text-ink">{t("finished")}</span>;
  if (state === FootballState.NotStarted) return <span className="text-ink-mute">{t("notStarted")}</span>;
  return <span className="text-ink-soft">{footballStateLabel(state)}</span>;
}
