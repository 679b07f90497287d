"use client";
import { useRouter } from "next/navigation";
import { useEffect, useReducer, useRef, useState } from "react";
import { createDelayBuffer, type DelayBuffer } from "@/components/match/score-list/delay-buffer";
import {
  initLiveRows,
  liveRowsReducer,
  type LiveRowsState,
} from "@/components/match/score-list/live-reducer";
import type { ListRow } from "@/components/match/score-list/list-types";
import { useScoreSettings } from "@/components/match/score-list/score-settings-store";
import { useCatchUp } from "@/components/match/score-list/use-catch-up";
import { useLiveFeed, type FeedEvent } from "@/components/match/score-list/use-live-feed";
import { Sport } from "@/lib/codes/sports";
import type { BasketRow } from "@/lib/contracts/basketball";

type State = Omit<LiveRowsState, "rows"> & { rows: BasketRow[] };
// The football reducer only patches the shared live columns, so a basketball row keeps its own fields.
const reducer = liveRowsReducer as unknown as (s: State, a: Parameters<typeof liveRowsReducer>[1]) => State;
const init = initLiveRows as unknown as (rows: BasketRow[]) => State;

/**
 * The games as the basketball feed (`/live/stream/2`) changes them, after the 比分延迟 delay;
 * every change of a score bumps `flashes[matchId]`, which flashes the game's score cells.
 */
export function useBasketRows(initial: BasketRow[], live: boolean) {
  const router = useRouter();
  const [state, dispatch] = useReducer(reducer, initial, init);
  const [flashes, setFlashes] = useState<Record<number, number>>({});
  const rows = useRef(state.rows);
  const buffer = useRef<DelayBuffer<FeedEvent> | null>(null);
  const delaySeconds = useScoreSettings((s) => s.delaySeconds);

  useEffect(() => {
    rows.current = state.rows;
  }, [state.rows]);

  useEffect(() => dispatch({ type: "reset", rows: initial as ListRow[] }), [initial]);

  useEffect(() => {
    const b = createDelayBuffer<FeedEvent>((event) => {
      if (event.type === "update") {
        const before = rows.current.find((r) => r.id === event.data.id);
        const scored =
          before && (before.homeScore !== event.data.homeScore || before.awayScore !== event.data.awayScore);
        if (scored) setFlashes((f) => ({ ...f, [before.id]: (f[before.id] ?? 0) + 1 }));
      }
      dispatch(event);
    });
    b.setDelay(useScoreSettings.getState().delaySeconds * 1000);
    buffer.current = b;
    return () => b.dispose();
  }, []);

  useEffect(() => buffer.current?.setDelay(delaySeconds * 1000), [delaySeconds]);

  const status = useLiveFeed(Sport.Basketball, live, {
    onEvent: (event) => buffer.current?.push(event),
    onResync: () => router.refresh(),
  });
  useCatchUp(status, rows, (fresh) => dispatch({ type: "reset", rows: fresh as ListRow[] }));

  return { rows: state.rows, flashes, status };
}
