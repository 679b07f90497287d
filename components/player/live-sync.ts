/** How far behind the live edge a viewer may drift before the player jumps forward (FACTS "Video"). */
export const LIVE_SYNC = {
  maxLagSeconds: 0.5,
  targetLagSeconds: 0.2,
  checkEveryMs: 500,
  /** No new data for this long while playing live counts as a dropped stream. */
  stallMs: 8_000,
} as const;

export const RECONNECT = { firstDelayMs: 1_000, maxDelayMs: 15_000, maxAttempts: 10 } as const;

type Ranges = Pick<TimeRanges, "length" | "start" | "end">;

/** The end of the last buffered range, or null when nothing is buffered. */
export function bufferedEnd(buffered: Ranges): number | null {
  return buffered.length > 0 ? buffered.end(buffered.length - 1) : null;
}

/** Where to jump so a live viewer is back near the newest data, or null when close enough. */
export function catchUpTarget(buffered: Ranges, currentTime: number): number | null {
  const end = bufferedEnd(buffered);
  if (end === null || end - currentTime <= LIVE_SYNC.maxLagSeconds) return null;
  return end - LIVE_SYNC.targetLagSeconds;
}

/** Backoff before reconnect attempt `attempt` (0-based): 1 s, 2 s, 4 s… capped at 15 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT.firstDelayMs * 2 ** Math.max(0, attempt), RECONNECT.maxDelayMs);
}

/** Watches the buffered end of a live stream; `stalled` once it stops growing for `stallMs`. */
export function createStallWatch(now: () => number = Date.now) {
  let lastEnd = -1;
  let lastGrowthAt = now();
  return {
    stalled(end: number | null): boolean {
      const t = now();
      if (end !== null && end > lastEnd) {
        lastEnd = end;
        lastGrowthAt = t;
        return false;
      }
      return t - lastGrowthAt >= LIVE_SYNC.stallMs;
    },
    reset() {
      lastEnd = -1;
      lastGrowthAt = now();
    },
  };
}
