"use client";
import dynamic from "next/dynamic";
import { useState } from "react";
import type { StreamStatus } from "@/components/realtime/event-stream";
import type { MatchRow } from "@/lib/contracts/match-list";
import type { FeedObserver } from "./live-feed-sync";
import type { LiveRowsState } from "./live-reducer";
import type { ListRow } from "./list-types";

// The stream, its delay buffer and the reducer are not needed to paint the rows: they load after.
const LiveFeedSync = dynamic(() => import("./live-feed-sync").then((m) => m.LiveFeedSync), { ssr: false });

/**
 * A score list's rows as the sport's live feed (`/live/stream/{sportId}`) changes them while `live`.
 * Render `feed` anywhere in the list: it draws nothing and keeps `rows` and `status` current.
 * The football reducer only patches the shared live columns, so any row keeps its own fields.
 */
export function useLiveRows<R extends MatchRow>(
  sportId: number,
  initial: R[],
  live: boolean,
  onApplied?: FeedObserver,
) {
  const [state, setState] = useState<LiveRowsState>(() => ({ rows: initial as ListRow[], seen: {} }));
  const [status, setStatus] = useState<StreamStatus>("open");

  const feed = live ? (
    <LiveFeedSync
      sportId={sportId}
      initial={initial as ListRow[]}
      rows={state.rows}
      setState={setState}
      onApplied={onApplied}
      onStatus={setStatus}
    />
  ) : null;
  // Without the feed a list shows what the server sent, a refreshed page's rows included.
  return { rows: live ? (state.rows as unknown as R[]) : initial, status, feed };
}
