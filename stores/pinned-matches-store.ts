"use client";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/** The lists that keep their own pins (SPEC §3: pinned-match lists saved in the browser per tab). */
export type PinTab = "live" | "end" | "next" | "jczq" | "bjdc" | "zc" | "collect" | (string & {});

// Enough for any fan; an old pin (a match long gone from every list) drops off the end.
export const MAX_PINS_PER_TAB = 50;

type PinnedState = {
  /** Match ids per tab, most recently pinned first. */
  pins: Record<string, number[]>;
  toggle(tab: PinTab, matchId: number): void;
  isPinned(tab: PinTab, matchId: number): boolean;
};

export const usePinnedMatches = create<PinnedState>()(
  persist(
    (set, get) => ({
      pins: {},
      toggle(tab, matchId) {
        const current = get().pins[tab] ?? [];
        const next = current.includes(matchId)
          ? current.filter((id) => id !== matchId)
          : [matchId, ...current].slice(0, MAX_PINS_PER_TAB);
        set({ pins: { ...get().pins, [tab]: next } });
      },
      isPinned: (tab, matchId) => (get().pins[tab] ?? []).includes(matchId),
    }),
    {
      name: "pinned-matches",
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ pins: s.pins }),
      // Rehydrated after mount (see useHydratedPins) so the server HTML and the first client render agree.
      skipHydration: true,
    },
  ),
);

const EMPTY: number[] = [];

/** The pins of a tab; empty until the browser's saved pins are loaded after hydration. */
export function usePins(tab: PinTab): number[] {
  return usePinnedMatches((s) => s.pins[tab] ?? EMPTY);
}
