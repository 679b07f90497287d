import type { MomentumKindName } from "@/lib/codes/momentum";

export type Side = "home" | "away";
/** Where the ball is, in percent of the field's length (home attacks towards 100) and width. */
export type Point = { x: number; y: number };

/** What the view shows happening: a momentum kind or a timeline event. */
export type ActionKind =
  | MomentumKindName
  | "goal"
  | "penalty-missed"
  | "yellow"
  | "red"
  | "substitution"
  | "corner"
  | "kick-off"
  | "period-end"
  | "full-time"
  | "pre-match"
  | "waiting";

// How far up the field the side with the ball is, per action (0 own goal line, 100 the rival's).
const DEPTH: Partial<Record<ActionKind, number>> = {
  safe: 34,
  attack: 62,
  danger: 80,
  shot: 90,
  "free-kick": 66,
  offside: 74,
  score: 93,
  miss: 86,
  "free-throw": 78,
  rebound: 22,
  turnover: 40,
  foul: 70,
  goal: 99,
  "penalty-missed": 89,
  corner: 100,
};

/** The ball for an action by `side`; `seq` spreads successive moves across the width. */
export function ballFor(kind: ActionKind, side: Side | null, seq: number, previous: Point): Point {
  const depth = DEPTH[kind];
  if (kind === "kick-off" || kind === "period-end" || kind === "full-time" || kind === "pre-match")
    return { x: 50, y: 50 };
  if (depth === undefined || !side) return previous;
  const x = side === "home" ? depth : 100 - depth;
  if (kind === "corner") return { x, y: seq % 2 ? 2 : 98 };
  if (kind === "goal" || kind === "score" || kind === "penalty-missed") return { x, y: 50 };
  return { x, y: 22 + ((seq * 37) % 56) };
}
