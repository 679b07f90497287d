/**
 * The simulation's time: real time sped up by FEED_TIME_SCALE from the moment the process booted,
 * so a demo or a test can play a match in minutes. Everything the feed decides uses this clock,
 * and `/live/time` answers it so pages tick their clocks at the same pace.
 */
export type FeedClock = { now(): number; readonly scale: number };

export function createFeedClock(realNow: () => number, scale = 1): FeedClock {
  const boot = realNow();
  return {
    scale,
    now: () => (scale === 1 ? realNow() : boot + Math.round((realNow() - boot) * scale)),
  };
}
