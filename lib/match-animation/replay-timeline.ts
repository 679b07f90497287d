import { MatchEventType } from "@/lib/codes/match-events";
import type { AnimationSport } from "./animation-state";

/**
 * A replay's time axis: the match's own game clock, period after period, with each break cut to
 * BREAK_MS (a football half-time or a basketball quarter break is a short 中场 card, not 15 idle
 * minutes). Football plays its added time, so a replay runs about 95 minutes; basketball runs
 * its game clock (4 × 12 or 4 × 10 minutes plus overtimes), not the stopped-clock real time.
 */
export const BREAK_MS = 10_000;
/** A period without length (a shoot-out is all at minute 120): its events follow each other. */
const STEP_MS = 8_000;

/** When a stored event happened, as match_events keeps it. */
export type EventTime = { type: number; period: number; minute: number; addedMinute: number; second: number };

export type ReplayPeriod = {
  period: number;
  /** Where the period runs in the replay, ms. */
  startMs: number;
  endMs: number;
  /** Its game clock, minutes since kick-off (football stoppage counts on). */
  startMinute: number;
  endMinute: number;
};

const FOOTBALL_START = [0, 45, 90, 105, 120];
const gameMinute = (e: EventTime) => e.minute + e.addedMinute + e.second / 60;

function nominalStart(sport: AnimationSport, period: number, quarterMinutes: number) {
  if (sport === "football") return FOOTBALL_START[period - 1] ?? 120;
  return period <= 4 ? (period - 1) * quarterMinutes : 4 * quarterMinutes + (period - 5) * 5;
}

function nominalLength(sport: AnimationSport, period: number, quarterMinutes: number) {
  if (sport === "football") return period <= 2 ? 45 : period <= 4 ? 15 : 0;
  return period <= 4 ? quarterMinutes : 5;
}

/**
 * The periods a finished match played, laid end to end: each from its PeriodStart row to its
 * PeriodEnd row (stoppage included), or the sport's nominal bounds stretched to its events.
 */
export function replayPeriods(
  sport: AnimationSport,
  events: readonly EventTime[],
  quarterMinutes = 12,
): ReplayPeriod[] {
  const numbers = [...new Set(events.map((e) => e.period))].filter((p) => p >= 1).sort((a, b) => a - b);
  const periods: ReplayPeriod[] = [];
  let at = 0;
  for (const period of numbers) {
    const own = events.filter((e) => e.period === period);
    const start = own.find((e) => e.type === MatchEventType.PeriodStart);
    const end = own.findLast((e) => e.type === MatchEventType.PeriodEnd);
    const startMinute = start ? gameMinute(start) : nominalStart(sport, period, quarterMinutes);
    const last = Math.max(startMinute, ...own.map(gameMinute));
    const endMinute = end
      ? Math.max(gameMinute(end), last)
      : Math.max(last, startMinute + nominalLength(sport, period, quarterMinutes));
    const played = (endMinute - startMinute) * 60_000;
    const length = played > 0 ? played : (own.length + 1) * STEP_MS;
    if (periods.length) at += BREAK_MS;
    periods.push({ period, startMs: at, endMs: at + length, startMinute, endMinute });
    at += length;
  }
  return periods;
}

export const replayLengthMs = (periods: readonly ReplayPeriod[]) => periods.at(-1)?.endMs ?? 0;

/** Where a stored event falls in the replay (its index breaks ties in a period without length). */
export function eventReplayMs(periods: readonly ReplayPeriod[], e: EventTime, indexInPeriod = 0): number {
  const p = periods.find((x) => x.period === e.period);
  if (!p) return 0;
  if (p.endMinute <= p.startMinute) return Math.min(p.endMs, p.startMs + indexInPeriod * STEP_MS);
  const offset = (gameMinute(e) - p.startMinute) * 60_000;
  return Math.min(p.endMs, Math.max(p.startMs, p.startMs + offset));
}

/** A period's span on another time axis (the engine script's), for mapping its moments. */
export type PeriodSpan = { period: number; fromMs: number; toMs: number };

/** A script time mapped into the replay: linear within its period (basketball stoppages shrink). */
export function spanReplayMs(periods: readonly ReplayPeriod[], spans: readonly PeriodSpan[], atMs: number) {
  const span = spans.findLast((s) => s.fromMs <= atMs);
  const p = span && periods.find((x) => x.period === span.period);
  if (!span || !p) return null;
  if (atMs > span.toMs) return null; // in a break: nothing is shown there
  const ratio = span.toMs > span.fromMs ? (atMs - span.fromMs) / (span.toMs - span.fromMs) : 0;
  return p.startMs + ratio * (p.endMs - p.startMs);
}
