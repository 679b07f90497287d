/**
 * The simulation's time: real time sped up by FEED_TIME_SCALE from `origin` (FEED_CLOCK_ORIGIN, which
 * the start script sets once per run, so a restarted api goes on where the killed one was), else from
 * the moment the process booted. Everything the feed decides uses this clock, and `/live/time`
 * answers it so pages tick their clocks at the same pace.
 */
export type FeedClock = { now(): number; readonly scale: number };

export function createFeedClock(realNow: () => number, scale = 1, origin?: number): FeedClock {
  const boot = origin ?? realNow();
  return {
    scale,
    now: () => (scale === 1 ? realNow() : boot + Math.round((realNow() - boot) * scale)),
  };
}
