import {
  BasketballState,
  isBasketballFinished,
  isBasketballLive,
} from "../../../lib/codes/basketball-states";
import { FootballState, isFootballFinished, isFootballLive } from "../../../lib/codes/football-states";
import { Sport, type SportId } from "../../../lib/codes/sports";
import { MINUTE } from "@/lib/beijing-time";

export type ClockState = {
  state: number;
  /** "67", "45+2" or "08:34"; "" when not running. */
  clock: string;
  periodStartedAt: number | null;
  /** Match minutes played so far (football minute, basketball game minutes): for partial scores. */
  played: number;
};

const FIRST_HALF_END = 48;
const SECOND_HALF_START = 63;
const FULL_TIME = 112;

/** Where a match stands `now`, on the simulated timetable (football 45' halves with a 15' break). */
export function clockAt(sportId: SportId, quarterMinutes: number, kickoff: number, now: number): ClockState {
  const e = (now - kickoff) / MINUTE;
  if (sportId === Sport.Football) return footballClock(kickoff, e);
  return basketballClock(kickoff, e, quarterMinutes);
}

function footballClock(kickoff: number, e: number): ClockState {
  if (e < 0) return { state: FootballState.NotStarted, clock: "", periodStartedAt: null, played: 0 };
  if (e < FIRST_HALF_END) {
    const m = Math.floor(e) + 1;
    return {
      state: FootballState.FirstHalf,
      clock: m <= 45 ? `${m}` : `45+${m - 45}`,
      periodStartedAt: kickoff,
      played: Math.min(m, 45),
    };
  }
  if (e < SECOND_HALF_START) {
    return {
      state: FootballState.HalfTime,
      clock: "",
      periodStartedAt: kickoff + FIRST_HALF_END * MINUTE,
      played: 45,
    };
  }
  if (e < FULL_TIME) {
    const m = 46 + Math.floor(e - SECOND_HALF_START);
    return {
      state: FootballState.SecondHalf,
      clock: m <= 90 ? `${m}` : `90+${m - 90}`,
      periodStartedAt: kickoff + SECOND_HALF_START * MINUTE,
      played: Math.min(m, 90),
    };
  }
  return { state: FootballState.Finished, clock: "", periodStartedAt: null, played: 90 };
}

const QUARTER_STATES = [
  BasketballState.FirstQuarter,
  BasketballState.SecondQuarter,
  BasketballState.ThirdQuarter,
  BasketballState.FourthQuarter,
];
const BREAK_STATES = [
  BasketballState.FirstQuarterEnd,
  BasketballState.SecondQuarterEnd,
  BasketballState.ThirdQuarterEnd,
];
const BREAKS = [3, 15, 3];

/** Real minutes a basketball quarter takes: stoppages make a 12' NBA quarter last about 28'. */
export const realQuarterMinutes = (quarterMinutes: number) => (quarterMinutes === 12 ? 28 : 24);

function basketballClock(kickoff: number, e: number, quarterMinutes: number): ClockState {
  if (e < 0) return { state: BasketballState.NotStarted, clock: "", periodStartedAt: null, played: 0 };
  const real = realQuarterMinutes(quarterMinutes);
  let start = 0;
  for (let q = 0; q < 4; q++) {
    if (e < start + real) {
      const gameElapsed = ((e - start) / real) * quarterMinutes;
      const left = Math.max(0, Math.round((quarterMinutes - gameElapsed) * 60));
      const clock = `${String(Math.floor(left / 60)).padStart(2, "0")}:${String(left % 60).padStart(2, "0")}`;
      return {
        state: QUARTER_STATES[q],
        clock,
        periodStartedAt: kickoff + start * MINUTE,
        played: q * quarterMinutes + gameElapsed,
      };
    }
    start += real;
    if (q < 3 && e < start + BREAKS[q]) {
      return {
        state: BREAK_STATES[q],
        clock: "",
        periodStartedAt: kickoff + start * MINUTE,
        played: (q + 1) * quarterMinutes,
      };
    }
    if (q < 3) start += BREAKS[q];
  }
  return { state: BasketballState.Finished, clock: "", periodStartedAt: null, played: 4 * quarterMinutes };
}

/** In play, breaks included, by the sport's state table. */
export function isLiveState(sportId: SportId, state: number): boolean {
  return sportId === Sport.Football ? isFootballLive(state) : isBasketballLive(state);
}

export function isFinishedState(sportId: SportId, state: number): boolean {
  return sportId === Sport.Football ? isFootballFinished(state) : isBasketballFinished(state);
}
