import { BasketballState } from "@/lib/codes/basketball-states";
import { FootballState } from "@/lib/codes/football-states";
import type { MomentumKindName } from "@/lib/codes/momentum";
import type { TimelineEvent } from "@/lib/contracts/match-detail";
import {
  animationReducer,
  initAnimation,
  type AnimationAction,
  type AnimationSport,
  type AnimationState,
} from "./animation-state";
import type { Side } from "./ball-position";
import type { FrameTeam, MatchFrameState } from "./draw-frame";
import type { ReplayPeriod } from "./replay-timeline";

/**
 * Everything a finished match's replay shows, on the replay's own time axis (replay-timeline.ts):
 * the stored timeline (goals, cards, substitutions, corners, periods) and the engine's momentum
 * (who attacks, shots, fouls) that the live animation also plays. Plain JSON: the api builds it,
 * the media process renders it.
 */
export type ReplayTrack = {
  sport: AnimationSport;
  matchId: number;
  home: FrameTeam;
  away: FrameTeam;
  anchor: string;
  caption: string;
  periods: ReplayPeriod[];
  lengthMs: number;
  events: (TimelineEvent & { atMs: number })[];
  momentum: { atMs: number; side: Side; kind: MomentumKindName; clock: string }[];
  /** Score changes that are no timeline row (every basketball basket). */
  scores: { atMs: number; homeScore: number; awayScore: number }[];
};

const FOOTBALL_END = [45, 90, 105, 120];
const FOOTBALL_RUNNING = [FootballState.FirstHalf, FootballState.SecondHalf, FootballState.ExtraTime];
const BASKETBALL_RUNNING = [
  BasketballState.FirstQuarter,
  BasketballState.SecondQuarter,
  BasketballState.ThirdQuarter,
  BasketballState.FourthQuarter,
];
const BASKETBALL_BREAK = [
  BasketballState.FirstQuarterEnd,
  BasketballState.SecondQuarterEnd,
  BasketballState.ThirdQuarterEnd,
];

function runningState(sport: AnimationSport, period: number): number {
  if (sport === "basketball") return BASKETBALL_RUNNING[period - 1] ?? BasketballState.Overtime;
  if (period >= 5) return FootballState.Penalties;
  return period <= 2 ? FOOTBALL_RUNNING[period - 1] : FootballState.ExtraTime;
}

function breakState(sport: AnimationSport, after: number): number {
  if (sport === "basketball") return BASKETBALL_BREAK[after - 1] ?? BasketballState.Overtime;
  return after === 1 ? FootballState.HalfTime : runningState(sport, after + 1);
}

const two = (n: number) => String(n).padStart(2, "0");

function clockIn(sport: AnimationSport, p: ReplayPeriod, ms: number): string {
  const gameMs = (ms - p.startMs) * ((p.endMinute - p.startMinute) / ((p.endMs - p.startMs) / 60_000) || 0);
  if (sport === "basketball") {
    const left = Math.max(0, Math.ceil(((p.endMinute - p.startMinute) * 60_000 - gameMs) / 1000));
    return `${two(Math.floor(left / 60))}:${two(left % 60)}`;
  }
  if (p.period >= 5) return "";
  const minute = Math.floor(p.startMinute + gameMs / 60_000) + 1;
  const end = FOOTBALL_END[p.period - 1] ?? 120;
  return minute > end ? `${end}+${minute - end}` : String(minute);
}

/** The match's state code and clock text at a replay time (a break shows its card, the end 完场). */
export function clockAt(track: Pick<ReplayTrack, "sport" | "periods">, ms: number) {
  const { sport, periods } = track;
  const finished = sport === "football" ? FootballState.Finished : BasketballState.Finished;
  const i = periods.findIndex((p) => ms < p.endMs);
  if (i < 0) return { state: finished, clock: "" };
  const p = periods[i];
  if (ms >= p.startMs) return { state: runningState(sport, p.period), clock: clockIn(sport, p, ms) };
  if (i === 0) return { state: runningState(sport, p.period), clock: "" };
  return { state: breakState(sport, periods[i - 1].period), clock: "" };
}

type Step = { atMs: number; action: AnimationAction };

function stepsOf(track: ReplayTrack): Step[] {
  const events = track.events.map((e) => ({ atMs: e.atMs, action: { type: "event", event: e } as const }));
  const moves = track.momentum.map(({ atMs, side, kind, clock }) => ({
    atMs,
    action: { type: "momentum", side, kind, clock } as const,
  }));
  const scores = track.scores.map(({ atMs, homeScore, awayScore }) => ({
    atMs,
    action: { type: "update", frame: { id: track.matchId, homeScore, awayScore } } as const,
  }));
  // Stable sort: at one instant a stored event comes first, then the score, then the momentum.
  return [...events, ...scores, ...moves].sort((a, b) => a.atMs - b.atMs);
}

/**
 * Frames of a replay in time order (a renderer asks for every frame): the animation reducer fed
 * with the track's steps up to each time. Asking for an earlier time starts again from kick-off.
 */
export function createReplayCursor(track: ReplayTrack) {
  const steps = stepsOf(track);
  const fresh = () =>
    initAnimation(track.sport, {
      id: track.matchId,
      state: clockAt(track, 0).state,
      clock: "",
      homeScore: 0,
      awayScore: 0,
    });
  let match: AnimationState = fresh();
  let next = 0;
  let lastAt = 0;
  let lastMs = -1;

  return function at(ms: number): MatchFrameState {
    if (ms < lastMs) {
      match = fresh();
      next = 0;
      lastAt = 0;
    }
    lastMs = ms;
    const feed = (m: AnimationState, a: AnimationAction) => animationReducer(m, a);
    // The state first: a period's end row reads it to tell the final whistle from a break.
    while (next < steps.length && steps[next].atMs <= ms) {
      const step = steps[next++];
      match = feed(match, { type: "update", frame: { id: track.matchId, ...clockAt(track, step.atMs) } });
      match = feed(match, step.action);
      lastAt = step.atMs;
    }
    match = feed(match, { type: "update", frame: { id: track.matchId, ...clockAt(track, ms) } });
    return {
      match,
      home: track.home,
      away: track.away,
      anchor: track.anchor,
      caption: track.caption,
      sinceActionMs: ms - lastAt,
      timeMs: ms,
    };
  };
}

/** The frame state of a replay at one time: what a frame at 63' shows (the score at 63'…). */
export function replayStateAt(track: ReplayTrack, ms: number): MatchFrameState {
  return createReplayCursor(track)(ms);
}
