/**
 * Holds each item for the current delay before delivering it, in arrival order. The 比分延迟
 * setting uses it so a fan watching a stream that lags sees the goal on the list no earlier.
 */
export function createDelayBuffer<T>(deliver: (item: T) => void) {
  let delayMs = 0;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  return {
    push(item: T) {
      if (delayMs <= 0) return deliver(item);
      const timer = setTimeout(() => {
        timers.delete(timer);
        deliver(item);
      }, delayMs);
      timers.add(timer);
    },
    setDelay(ms: number) {
      delayMs = Math.max(0, ms);
    },
    /** Items still waiting. */
    get pending() {
      return timers.size;
    },
    dispose() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}

export type DelayBuffer<T> = ReturnType<typeof createDelayBuffer<T>>;
