"use client";
import { useCallback, useState } from "react";
import type { FeedObserver } from "@/components/match/score-list/live-feed-sync";
import { useLiveRows } from "@/components/match/score-list/use-live-rows";
import { Sport } from "@/lib/codes/sports";
import type { BasketRow } from "@/lib/contracts/basketball";

/**
 * The games as the basketball feed (`/live/stream/2`) changes them, after the 比分延迟 delay;
 * every change of a score bumps `flashes[matchId]`, which flashes the game's score cells.
 * Render `feed` in the list (useLiveRows).
 */
export function useBasketRows(initial: BasketRow[], live: boolean) {
  const [flashes, setFlashes] = useState<Record<number, number>>({});
  const onApplied = useCallback<FeedObserver>((event, before) => {
    if (event.type !== "update" || !before) return;
    const scored = before.homeScore !== event.data.homeScore || before.awayScore !== event.data.awayScore;
    if (scored) setFlashes((f) => ({ ...f, [before.id]: (f[before.id] ?? 0) + 1 }));
  }, []);
  return { ...useLiveRows(Sport.Basketball, initial, live, onApplied), flashes };
}
