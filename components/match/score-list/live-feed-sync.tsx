"use client";
import { useRouter } from "next/navigation";
import { useEffect, useRef, type Dispatch, type SetStateAction } from "react";
import type { StreamStatus } from "@/components/realtime/event-stream";
import { createDelayBuffer, type DelayBuffer } from "./delay-buffer";
import { liveRowsReducer, type LiveAction, type LiveRowsState } from "./live-reducer";
import type { ListRow } from "./list-types";
import { useScoreSettings } from "./score-settings-store";
import { useCatchUp } from "./use-catch-up";
import { useLiveFeed, type FeedEvent } from "./use-live-feed";

export type FeedObserver = (event: FeedEvent, before: ListRow | undefined) => void;

export type LiveFeedSyncProps = {
  sportId: number;
  /** The server's rows: a new set (a refresh) is merged in, never taking a match back. */
  initial: ListRow[];
  rows: ListRow[];
  setState: Dispatch<SetStateAction<LiveRowsState>>;
  /** Each event as it is applied, after the 比分延迟 delay, with its row as it was before. */
  onApplied?: FeedObserver;
  onStatus: (status: StreamStatus) => void;
};

/**
 * The live half of a score list, loaded after the first paint (use-live-rows.tsx): the sport's
 * stream through the 比分延迟 buffer into the rows, and a cached page's catch-up when it opens.
 */
export function LiveFeedSync({ sportId, initial, rows, setState, onApplied, onStatus }: LiveFeedSyncProps) {
  const router = useRouter();
  const current = useRef(rows);
  const observer = useRef(onApplied);
  const buffer = useRef<DelayBuffer<FeedEvent> | null>(null);
  const delaySeconds = useScoreSettings((s) => s.delaySeconds);

  useEffect(() => {
    current.current = rows;
    observer.current = onApplied;
  });

  useEffect(() => setState((s) => liveRowsReducer(s, { type: "reset", rows: initial })), [initial, setState]);

  useEffect(() => {
    const dispatch = (action: LiveAction) => setState((s) => liveRowsReducer(s, action));
    const b = createDelayBuffer<FeedEvent>((event) => {
      const id = event.type === "goal" ? event.data.matchId : event.data.id;
      observer.current?.(
        event,
        current.current.find((r) => r.id === id),
      );
      dispatch(event);
    });
    b.setDelay(useScoreSettings.getState().delaySeconds * 1000);
    buffer.current = b;
    return () => b.dispose();
  }, [setState]);

  useEffect(() => buffer.current?.setDelay(delaySeconds * 1000), [delaySeconds]);

  const status = useLiveFeed(sportId, true, {
    onEvent: (event) => buffer.current?.push(event),
    onResync: () => router.refresh(),
  });
  useEffect(() => onStatus(status), [status, onStatus]);
  useCatchUp(status, current, (fresh) => setState((s) => liveRowsReducer(s, { type: "reset", rows: fresh })));
  return null;
}
