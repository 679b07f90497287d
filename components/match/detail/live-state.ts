import { FootballState, isFootballLive, isFootballNotStarted } from "@/lib/codes/football-states";
import type { MatchLive } from "@/lib/contracts/match-list";
import { LIVE_FIELDS } from "@/components/match/score-list/live-fields";

export { stateText } from "@/lib/match-animation/football-clock-text";

const SCORED: ReadonlySet<number> = new Set([
  FootballState.Finished,
  FootballState.Interrupted,
  FootballState.Abandoned,
]);

/** The score means something: the match is on or was played (in part). */
export const hasScore = (state: number) => isFootballLive(state) || SCORED.has(state);

/** Worth a stream: the match is on or about to start. */
export const followsLive = (state: number) => isFootballLive(state) || isFootballNotStarted(state);

// The feed's live columns less basketball's quarters.
type FootballLiveKey = Exclude<(typeof LIVE_FIELDS)[number], "homeQuarters" | "awayQuarters">;
const LIVE_KEYS = LIVE_FIELDS.filter(
  (k): k is FootballLiveKey => k !== "homeQuarters" && k !== "awayQuarters",
);

type LiveLike = Pick<MatchLive, "id" | FootballLiveKey> & {
  homePenScore?: number | null;
  awayPenScore?: number | null;
};

/** Applies an `update` frame of this match; anything else leaves `current` as it was. */
export function mergeUpdate<T extends LiveLike>(current: T, frame: unknown): T {
  if (!frame || typeof frame !== "object") return current;
  const f = frame as Record<string, unknown>;
  if (f.id !== current.id) return current;
  const next: Record<string, unknown> = { ...current };
  for (const key of [...LIVE_KEYS, "homePenScore", "awayPenScore"]) {
    const value = f[key];
    if (typeof value === "number" || typeof value === "string" || (value === null && key !== "state"))
      next[key] = value;
  }
  return next as T;
}
