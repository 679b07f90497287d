"use client";
import { useEffect, useReducer, useRef } from "react";
import { Sport } from "@/lib/codes/sports";
import type { MatchRow } from "@/lib/contracts/match-list";
import { initLiveRows, liveRowsReducer } from "./live-reducer";
import type { ListRow } from "./list-types";
import { mayHaveMoved, useCatchUp } from "./use-catch-up";
import { useLiveFeed } from "./use-live-feed";

// In play, or still to start (at any time from now on).
const stillToMove = (rows: MatchRow[], sportId: number) =>
  rows.some((r) => r.sportId === sportId && mayHaveMoved(r, Number.POSITIVE_INFINITY));

/**
 * Matches of both sports shown outside the score lists (home cards, room cards, schedules), kept
 * live by the sports' feeds while any of them can still move, caught up whenever a feed (re)opens.
 */
export function useLiveMatches<R extends MatchRow>(initial: R[]): R[] {
  const [{ rows }, dispatch] = useReducer(liveRowsReducer, initial as ListRow[], initLiveRows);
  const current = useRef(rows);
  useEffect(() => {
    current.current = rows;
  }, [rows]);
  useEffect(() => dispatch({ type: "reset", rows: initial as ListRow[] }), [initial]);
  // A resync comes with the stream's reopening, and the catch-up below then asks for what moved.
  const handlers = { onEvent: dispatch, onResync: () => {} };
  const football = useLiveFeed(Sport.Football, stillToMove(initial, Sport.Football), handlers);
  const basketball = useLiveFeed(Sport.Basketball, stillToMove(initial, Sport.Basketball), handlers);
  const opened = football === "open" || basketball === "open" ? "open" : "connecting";
  useCatchUp(opened, current, (fresh) => dispatch({ type: "reset", rows: fresh }));
  return rows as R[];
}
