"use client";
import { useEffect } from "react";
import { useBasketRows } from "@/components/match/basketball/use-basket-rows";
import { useScoreSettings } from "@/components/match/score-list/score-settings-store";
import { useGoalAlerts } from "@/components/match/score-list/use-goal-alerts";
import { useLiveRows } from "@/components/match/score-list/use-live-rows";
import { Sport } from "@/lib/codes/sports";
import type { MatchRow } from "@/lib/contracts/match-list";
import type { ScheduleLabels } from "./schedule-labels";
import { ScheduleTable } from "./schedule-table";

type Props = { rows: MatchRow[]; live: boolean; labels: ScheduleLabels };

// The viewer's 比分设置 (delay, goal pop-up, sound) apply here as on the score lists.
function useSavedSettings() {
  useEffect(() => void useScoreSettings.persist.rehydrate(), []);
}

/** 赛程's football rows, kept current by the football feed like /football. */
export function LiveFootballSchedule({ rows, live, labels }: Props) {
  useSavedSettings();
  const current = useLiveRows(Sport.Football, rows, live, useGoalAlerts().onApplied);
  return (
    <>
      {current.feed}
      <ScheduleTable sportId={Sport.Football} rows={current.rows} status={current.status} labels={labels} />
    </>
  );
}

/** 赛程's basketball rows, kept current by the basketball feed like /basketball. */
export function LiveBasketSchedule({ rows, live, labels }: Props) {
  useSavedSettings();
  const current = useBasketRows(rows, live);
  return (
    <>
      {current.feed}
      <ScheduleTable sportId={Sport.Basketball} rows={current.rows} status={current.status} labels={labels} />
    </>
  );
}
