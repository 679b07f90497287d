"use client";
import { useEffect } from "react";
import { useBasketRows } from "@/components/match/basketball/use-basket-rows";
import { useScoreSettings } from "@/components/match/score-list/score-settings-store";
import { useLiveRows } from "@/components/match/score-list/use-live-rows";
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
  const current = useLiveRows(rows, live);
  return <ScheduleTable sportId={1} rows={current.rows} status={current.status} labels={labels} />;
}

/** 赛程's basketball rows, kept current by the basketball feed like /basketball. */
export function LiveBasketSchedule({ rows, live, labels }: Props) {
  useSavedSettings();
  const current = useBasketRows(rows, live);
  return <ScheduleTable sportId={2} rows={current.rows} status={current.status} labels={labels} />;
}
