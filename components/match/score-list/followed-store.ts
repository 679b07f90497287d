"use client";
import { create } from "zustand";
import { useUserStore } from "@/stores/user-store";

// The calls load with the first one: a list paints its stars before any follow is asked for.
const attentionApi = () => import("@/lib/api/match-attention").then((m) => m.matchAttentionApi);

type FollowedState = {
  /** Followed match ids of the signed-in user; null until loaded (or for a visitor). */
  ids: ReadonlySet<number> | null;
  load(): Promise<void>;
  clear(): void;
  /** Follows or unfollows; a visitor gets the login modal. Resolves to the new state, or null on failure. */
  toggle(matchId: number): Promise<boolean | null>;
};

export const useFollowedMatches = create<FollowedState>()((set, get) => ({
  ids: null,
  async load() {
    const res = await (await attentionApi()).followed();
    if (res.code === 200 && res.data) set({ ids: new Set(res.data.map((m) => m.id)) });
  },
  clear: () => set({ ids: null }),
  async toggle(matchId) {
    if (!useUserStore.getState().auth) {
      useUserStore.getState().openLogin();
      return null;
    }
    const follow = !get().ids?.has(matchId);
    const apply = (on: boolean) => {
      const ids = new Set(get().ids ?? []);
      if (on) ids.add(matchId);
      else ids.delete(matchId);
      set({ ids });
    };
    apply(follow);
    const res = await (await attentionApi()).setFollowed(matchId, follow);
    if (res.code === 200) return follow;
    apply(!follow);
    if (res.code === 401) {
      useUserStore.getState().reset();
      useUserStore.getState().openLogin();
    }
    return null;
  },
}));
