"use client";
import { useEffect, useRef, type RefObject } from "react";
import type { StreamStatus } from "@/components/realtime/event-stream";
import { fetchLiveStates } from "@/lib/api/live-states-client";
import { isOk } from "@/lib/api/envelope";
import { isBasketballLive, isBasketballNotStarted } from "@/lib/codes/basketball-states";
import { isFootballLive, isFootballNotStarted } from "@/lib/codes/football-states";
import { MAX_LIVE_STATES } from "@/lib/codes/limits";
import { Sport } from "@/lib/codes/sports";
import type { MatchRow } from "@/lib/contracts/match-list";

/** A row the feed may have moved before the page's stream opened: in play, or past its kick-off. */
export function mayHaveMoved(row: MatchRow, now: number): boolean {
  const football = row.sportId === Sport.Football;
  if (football ? isFootballLive(row.state) : isBasketballLive(row.state)) return true;
  const notStarted = football ? isFootballNotStarted(row.state) : isBasketballNotStarted(row.state);
  return notStarted && Date.parse(row.kickoff) <= now;
}

/**
 * A cached page (ISR) can be minutes old, and the stream only carries what happens after it opens.
 * Each time the stream opens, the rows that may have moved meanwhile are asked for once more and
 * handed to `onFresh` (for the reducer's reload merge, which never takes a match back).
 */
export function useCatchUp<R extends MatchRow>(
  status: StreamStatus,
  rows: RefObject<R[]>,
  onFresh: (rows: R[]) => void,
) {
  const latest = useRef(onFresh);
  useEffect(() => {
    latest.current = onFresh;
  });
  useEffect(() => {
    if (status !== "open") return;
    const ids = rows.current
      .filter((r) => mayHaveMoved(r, Date.now()))
      .slice(0, MAX_LIVE_STATES)
      .map((r) => r.id);
    if (!ids.length) return;
    let gone = false;
    void fetchLiveStates(ids).then((res) => {
      if (gone || !isOk(res)) return;
      const fresh = new Map(res.data.map((m) => [m.id, m]));
      latest.current(rows.current.map((r) => (fresh.has(r.id) ? { ...r, ...fresh.get(r.id) } : r)));
    });
    return () => {
      gone = true;
    };
  }, [status, rows]);
}
