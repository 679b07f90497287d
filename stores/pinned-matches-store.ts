"use client";
import { create } from "zustand";
import { withBrowserSave } from "@/stores/saved-in-browser";

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

export const usePinnedMatches = withBrowserSave(
  create<PinnedState>()((set, get) => ({
    pins: {},
    toggle(tab, matchId) {
      const current = get().pins[tab] ?? [];
      const next = current.includes(matchId)
        ? current.filter((id) => id !== matchId)
        : [matchId, ...current].slice(0, MAX_PINS_PER_TAB);
      set({ pins: { ...get().pins, [tab]: next } });
    },
    isPinned: (tab, matchId) => (get().pins[tab] ?? []).includes(matchId),
  })),
  {
    name: "pinned-matches",
    version: 1,
    partialize: (s) => ({ pins: s.pins }),
    // Saved pins are the user's to edit: only lists of match ids are taken back.
    merge: (saved, current) => {
      const pins = (saved as { pins?: unknown } | null)?.pins;
      if (!pins || typeof pins !== "object") return current;
      const lists = Object.entries(pins).filter(
        ([, ids]) => Array.isArray(ids) && ids.every(Number.isInteger),
      );
      return { ...current, pins: Object.fromEntries(lists) as Record<string, number[]> };
    },
  },
);

const EMPTY: number[] = [];

/** The pins of a tab; empty until the browser's saved pins are loaded after hydration. */
export function usePins(tab: PinTab): number[] {
  return usePinnedMatches((s) => s.pins[tab] ?? EMPTY);
}
