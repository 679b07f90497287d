import type { FootballStateCode } from "@/lib/codes/football-states";
import type { FootballPhase } from "./football-types";

export const MINUTE_MS = 60_000;

export function playPhase(
  state: FootballStateCode,
  startMs: number,
  baseMinute: number,
  regularMinutes: number,
  addedMinutes: number,
): FootballPhase {
  const endMs = startMs + (regularMinutes + addedMinutes) * MINUTE_MS;
  return { state, kind: "play", startMs, endMs, baseMinute, regularMinutes, addedMinutes, clock: "" };
}

export function breakPhase(
  state: FootballStateCode,
  startMs: number,
  lengthMs: number,
  baseMinute: number,
  clock: string,
): FootballPhase {
  return {
    state,
    kind: "break",
    startMs,
    endMs: startMs + lengthMs,
    baseMinute,
    regularMinutes: 0,
    addedMinutes: 0,
    clock,
  };
}

/** Football counts the minute being played: the first 60 s of a half are 1', the first added minute 45+1'. */
export function minuteOf(phase: FootballPhase, ms: number): { minute: number; addedMinute: number } {
  if (phase.kind === "break") return { minute: phase.baseMinute, addedMinute: 0 };
  const played = Math.min(
    Math.floor((ms - phase.startMs) / MINUTE_MS) + 1,
    phase.regularMinutes + phase.addedMinutes,
  );
  const over = Math.max(0, played - phase.regularMinutes);
  return { minute: phase.baseMinute + played - over, addedMinute: over };
}

export function clockLabel(minute: number, addedMinute: number): string {
  return addedMinute > 0 ? `${minute}+${addedMinute}'` : `${minute}'`;
}

export function phaseIndexAt(phases: readonly FootballPhase[], ms: number): number {
  for (let i = 0; i < phases.length; i++) if (ms < phases[i].endMs) return ms >= phases[i].startMs ? i : -1;
  return -1;
}

/** Minute the match reached at the final whistle: 90, or 120 after extra time. */
export function lastRegularMinute(phases: readonly FootballPhase[]): number {
  let minute = 0;
  for (const p of phases) if (p.kind === "play") minute = p.baseMinute + p.regularMinutes;
  return minute;
}

export const HALF_TIME_CLOCK = "中场";
export const BEFORE_EXTRA_TIME_CLOCK = "待加时";
export const EXTRA_HALF_TIME_CLOCK = "加时中场";
export const PENALTIES_CLOCK = "点球";
export const FINISHED_CLOCK = "完场";
export const NOT_STARTED_CLOCK = "未开赛";
