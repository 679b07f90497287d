"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useReducer, useRef, useState } from "react";
import { Sport } from "@/lib/codes/sports";
import { toast } from "@/stores/ui-store";
import { createDelayBuffer, type DelayBuffer } from "./delay-buffer";
import { playGoalSound } from "./goal-sound";
import { initLiveRows, liveRowsReducer } from "./live-reducer";
import type { ListRow } from "./list-types";
import { useScoreSettings } from "./score-settings-store";
import { useCatchUp } from "./use-catch-up";
import { useLiveFeed, type FeedEvent } from "./use-live-feed";

const POPUP_MS = 5_000;

/**
 * The rows as the live feed changes them, after the 比分延迟 delay; a goal flashes its row
 * (`flashes[matchId]` counts goals), is told to screen readers (`announcement`, after the same delay) and,
 * as the settings say, chimes and pops up a toast.
 */
export function useLiveRows(initial: ListRow[], live: boolean) {
  const t = useTranslations("match");
  const router = useRouter();
  const [state, dispatch] = useReducer(liveRowsReducer, initial, initLiveRows);
  const [flashes, setFlashes] = useState<Record<number, number>>({});
  const [announcement, setAnnouncement] = useState("");
  const rows = useRef(state.rows);
  const buffer = useRef<DelayBuffer<FeedEvent> | null>(null);
  const delaySeconds = useScoreSettings((s) => s.delaySeconds);

  useEffect(() => {
    rows.current = state.rows;
  }, [state.rows]);

  // A refreshed page (resync, navigation) brings new server rows.
  useEffect(() => dispatch({ type: "reset", rows: initial }), [initial]);

  useEffect(() => {
    const b = createDelayBuffer<FeedEvent>((event) => {
      dispatch(event);
      if (event.type !== "goal") return;
      const row = rows.current.find((r) => r.id === event.data.matchId);
      if (!row) return;
      setFlashes((f) => ({ ...f, [row.id]: (f[row.id] ?? 0) + 1 }));
      const { homeScore, awayScore } = event.data;
      const goal = t("goal", { home: row.home.name, away: row.away.name, homeScore, awayScore });
      setAnnouncement(goal);
      const { sound, popup } = useScoreSettings.getState();
      if (sound) playGoalSound();
      if (popup) toast(goal, "info", POPUP_MS);
    });
    b.setDelay(useScoreSettings.getState().delaySeconds * 1000);
    buffer.current = b;
    return () => b.dispose();
  }, [t]);

  useEffect(() => buffer.current?.setDelay(delaySeconds * 1000), [delaySeconds]);

  const status = useLiveFeed(Sport.Football, live, {
    onEvent: (event) => buffer.current?.push(event),
    onResync: () => router.refresh(),
  });
  useCatchUp(status, rows, (fresh) => dispatch({ type: "reset", rows: fresh }));

  return { rows: state.rows, flashes, announcement, status };
}
