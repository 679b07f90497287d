import type { MatchLive } from "@/lib/contracts/match-list";

/** The columns the live feed changes (all of MatchLive but the id). */
export const LIVE_FIELDS = [
  "state",
  "clock",
  "homeScore",
  "awayScore",
  "homeHalfScore",
  "awayHalfScore",
  "homeCorners",
  "awayCorners",
  "homeYellow",
  "awayYellow",
  "homeRed",
  "awayRed",
  "homeQuarters",
  "awayQuarters",
] as const satisfies readonly (keyof MatchLive)[];
