export const FootballState = {
  Abnormal: 0,
  NotStarted: 1,
  FirstHalf: 2,
  HalfTime: 3,
  SecondHalf: 4,
  ExtraTime: 5,
  Blank: 6,
  Penalties: 7,
  Finished: 8,
  Postponed: 9,
  Interrupted: 10,
  Abandoned: 11,
  Cancelled: 12,
  Undetermined: 13,
} as const;

export type FootballStateCode = (typeof FootballState)[keyof typeof FootballState];

const LIVE_STATES: ReadonlySet<number> = new Set([
  FootballState.FirstHalf,
  FootballState.HalfTime,
  FootballState.SecondHalf,
  FootballState.ExtraTime,
  FootballState.Penalties,
]);

/** In play, half-time and penalties included. */
export function isFootballLive(code: number): boolean {
  return LIVE_STATES.has(code);
}

export function isFootballFinished(code: number): boolean {
  return code === FootballState.Finished;
}

export function isFootballNotStarted(code: number): boolean {
  return code === FootballState.NotStarted;
}
