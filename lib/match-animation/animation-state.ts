import { BasketballState, isBasketballNotStarted } from "@/lib/codes/basketball-states";
import { FootballState, isFootballFinished, isFootballNotStarted } from "@/lib/codes/football-states";
import { MatchEventType } from "@/lib/codes/match-events";
import type { MomentumKindName } from "@/lib/codes/momentum";
import type { TimelineEvent } from "@/lib/contracts/match-detail";
import { ballFor, type ActionKind, type Point, type Side } from "./ball-position";

/** The last moment worth a replay: what it was, by whom, when, and the ball's way to it. */
export type KeyMoment = {
  kind: ActionKind;
  side: Side | null;
  clock: string;
  player: string;
  path: Point[];
};

export type AnimationSport = "football" | "basketball";

export type AnimationState = {
  sport: AnimationSport;
  matchId: number;
  state: number;
  clock: string;
  homeScore: number;
  awayScore: number;
  /** Who has the ball; null at a stoppage. */
  side: Side | null;
  action: ActionKind;
  /** Who the action is about (scorer, booked player, player coming on). */
  player: string;
  /** The clock of the last action. */
  actionClock: string;
  ball: Point;
  /** The ball's last few positions, oldest first (the replay's run-up). */
  trail: Point[];
  keyMoment: KeyMoment | null;
  /** Counts actions: the view keys its flashes on it. */
  seq: number;
};

export type LiveFields = { id: number; state: number; clock: string; homeScore: number; awayScore: number };

export type AnimationAction =
  | { type: "update"; frame: unknown }
  | { type: "event"; event: TimelineEvent }
  | { type: "momentum"; side: Side; kind: MomentumKindName; clock: string };

const TRAIL = 5;
const KEY_KINDS: ReadonlySet<ActionKind> = new Set(["goal", "penalty-missed", "yellow", "red", "corner"]);

export const isOver = (sport: AnimationSport, state: number) =>
  sport === "football" ? isFootballFinished(state) : state === BasketballState.Finished;

const BREAKS: ReadonlySet<number> = new Set([
  BasketballState.FirstQuarterEnd,
  BasketballState.SecondQuarterEnd,
  BasketballState.ThirdQuarterEnd,
]);
const atBreak = (sport: AnimationSport, state: number) =>
  sport === "football" ? state === FootballState.HalfTime : BREAKS.has(state);

const notStarted = (sport: AnimationSport, state: number) =>
  sport === "football" ? isFootballNotStarted(state) : isBasketballNotStarted(state);

function startingAction(sport: AnimationSport, state: number): ActionKind {
  if (isOver(sport, state)) return "full-time";
  if (notStarted(sport, state)) return "pre-match";
  return atBreak(sport, state) ? "period-end" : "waiting";
}

/** The view before any frame: the match as the page was rendered (a finished match at full time). */
export function initAnimation(sport: AnimationSport, live: LiveFields): AnimationState {
  return {
    sport,
    matchId: live.id,
    state: live.state,
    clock: live.clock,
    homeScore: live.homeScore,
    awayScore: live.awayScore,
    side: null,
    action: startingAction(sport, live.state),
    player: "",
    actionClock: "",
    ball: { x: 50, y: 50 },
    trail: [],
    keyMoment: null,
    seq: 0,
  };
}

/** The view's action for a timeline event; null for rows it does not show. */
function eventAction(e: TimelineEvent, finalWhistle: boolean): ActionKind | null {
  switch (e.type) {
    case MatchEventType.Goal:
    case MatchEventType.PenaltyGoal:
    case MatchEventType.OwnGoal:
    case MatchEventType.ShootoutScored:
      return "goal";
    case MatchEventType.PenaltyMissed:
    case MatchEventType.ShootoutMissed:
      return "penalty-missed";
    case MatchEventType.YellowCard:
      return "yellow";
    case MatchEventType.SecondYellow:
    case MatchEventType.RedCard:
      return "red";
    case MatchEventType.Substitution:
      return "substitution";
    case MatchEventType.Corner:
      return "corner";
    case MatchEventType.PeriodStart:
      return "kick-off";
    case MatchEventType.PeriodEnd:
      return finalWhistle ? "full-time" : "period-end";
    default:
      return null;
  }
}

function act(
  s: AnimationState,
  kind: ActionKind,
  side: Side | null,
  clock: string,
  player: string,
): AnimationState {
  const seq = s.seq + 1;
  const ball = ballFor(kind, side, seq, s.ball);
  const trail = [...s.trail, s.ball].slice(-TRAIL);
  // Cards and substitutions stop play where the ball was; the side keeps it.
  const stoppage = kind === "kick-off" || kind === "period-end" || kind === "full-time";
  const keeps = kind === "yellow" || kind === "red" || kind === "substitution";
  return {
    ...s,
    side: stoppage ? null : keeps ? s.side : side,
    action: kind,
    player,
    actionClock: clock,
    ball,
    trail,
    seq,
    keyMoment: KEY_KINDS.has(kind) ? { kind, side, clock, player, path: [...trail, ball] } : s.keyMoment,
  };
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** One stream frame (already past the 比分延迟 delay) applied to the view. */
export function animationReducer(s: AnimationState, a: AnimationAction): AnimationState {
  switch (a.type) {
    case "update": {
      const f = a.frame;
      if (!isObj(f) || f.id !== s.matchId) return s;
      const num = (v: unknown, fallback: number) => (typeof v === "number" ? v : fallback);
      const state = num(f.state, s.state);
      // A view opened before the start turns to the kick-off (tip-off) when the match starts.
      const started = s.action === "pre-match" && !notStarted(s.sport, state);
      return {
        ...s,
        ...(started ? { action: "kick-off" as const } : {}),
        state,
        clock: typeof f.clock === "string" ? f.clock : s.clock,
        homeScore: num(f.homeScore, s.homeScore),
        awayScore: num(f.awayScore, s.awayScore),
      };
    }
    case "event": {
      const e = a.event;
      // The feed sends the finished state's update before the final whistle's row.
      const kind = eventAction(e, isOver(s.sport, s.state));
      if (!kind) return s;
      const scored = { homeScore: e.homeScore, awayScore: e.awayScore };
      const next = act(s, kind, e.side, e.clock, e.player?.name ?? "");
      return kind === "goal" && e.type !== MatchEventType.ShootoutScored ? { ...next, ...scored } : next;
    }
    case "momentum":
      return act(s, a.kind, a.side, a.clock, "");
  }
}
