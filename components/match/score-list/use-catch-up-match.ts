"use client";
import { useEffect, useRef } from "react";
import type { StreamStatus } from "@/components/realtime/event-stream";
import { fetchLiveStates } from "@/lib/api/live-states-client";
import { isOk } from "@/lib/api/envelope";
import type { MatchLive } from "@/lib/contracts/match-list";

/**
 * useCatchUp (use-catch-up.ts) for one match, a match page's header: when its stream opens while
 * `enabled`, the match's live columns now are handed to `onFresh` once. Its own module, so a
 * football page does not carry basketball's states.
 */
export function useCatchUpMatch(
  matchId: number,
  enabled: boolean,
  status: StreamStatus,
  onFresh: (fresh: MatchLive) => void,
) {
  const latest = useRef(onFresh);
  useEffect(() => {
    latest.current = onFresh;
  });
  useEffect(() => {
    if (!enabled || status !== "open") return;
    let gone = false;
    void fetchLiveStates([matchId]).then((res) => {
      const fresh = isOk(res) ? res.data.find((m) => m.id === matchId) : undefined;
      if (!gone && fresh) latest.current(fresh);
    });
    return () => {
      gone = true;
    };
  }, [matchId, enabled, status]);
}
