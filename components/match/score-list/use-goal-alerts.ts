"use client";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { toast } from "@/stores/ui-store";
import type { FeedObserver } from "./live-feed-sync";
import { useScoreSettings } from "./score-settings-store";

const POPUP_MS = 5_000;

/**
 * What a football goal does once the 比分延迟 delay let it through: it flashes its row
 * (`flashes[matchId]` counts goals), is told to screen readers (`announcement`) and, as the
 * settings say, chimes and pops up a toast. `onApplied` goes to useLiveRows.
 */
export function useGoalAlerts() {
  const t = useTranslations("match");
  const [flashes, setFlashes] = useState<Record<number, number>>({});
  const [announcement, setAnnouncement] = useState("");

  const onApplied = useCallback<FeedObserver>(
    (event, row) => {
      if (event.type !== "goal" || !row) return;
      setFlashes((f) => ({ ...f, [row.id]: (f[row.id] ?? 0) + 1 }));
      const { homeScore, awayScore } = event.data;
      const goal = t("goal", { home: row.home.name, away: row.away.name, homeScore, awayScore });
      setAnnouncement(goal);
      const { sound, popup } = useScoreSettings.getState();
      if (sound) void import("./goal-sound").then((m) => m.playGoalSound());
      if (popup) toast(goal, "info", POPUP_MS);
    },
    [t],
  );
  return { flashes, announcement, onApplied };
}
