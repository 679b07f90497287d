import { BasketballState, isBasketballLive, isBasketballNotStarted } from "@/lib/codes/basketball-states";
import type { MatchLive } from "@/lib/contracts/match-list";

const KEYS = ["state", "clock", "homeScore", "awayScore", "homeQuarters", "awayQuarters"] as const;

/** Applies an `update` frame of this game (light checks instead of zod, which stays out of the browser). */
export function mergeBasketUpdate<T extends Pick<MatchLive, "id" | (typeof KEYS)[number]>>(
  current: T,
  frame: unknown,
): T {
  if (!frame || typeof frame !== "object") return current;
  const f = frame as Record<string, unknown>;
  if (f.id !== current.id) return current;
  const next: Record<string, unknown> = { ...current };
  for (const key of KEYS) {
    const v = f[key];
    const ok =
      key === "homeQuarters" || key === "awayQuarters"
        ? v === null || Array.isArray(v)
        : typeof v === (key === "clock" ? "string" : "number");
    if (ok) next[key] = v;
  }
  return next as T;
}

/** Worth a stream: the game is on or about to start. */
export const followsGame = (state: number) => isBasketballLive(state) || isBasketballNotStarted(state);

/** The 动画直播 panel shows a game about to start (it comes alive at tip-off), under way or finished. */
export const showsGameAnimation = (state: number) => followsGame(state) || state === BasketballState.Finished;
