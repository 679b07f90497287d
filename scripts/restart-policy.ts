export type RestartPolicy = {
  /** First delay after a crash; it doubles with each crash in a row. */
  minDelayMs: number;
  maxDelayMs: number;
  /** A child that ran this long before it died starts again from the first delay. */
  stableAfterMs: number;
  /** This many deaths in a row, each before `stableAfterMs`, means it will not come up: give up. */
  giveUpAfter: number;
};

export const DEFAULT_RESTART_POLICY: RestartPolicy = {
  minDelayMs: 500,
  maxDelayMs: 30_000,
  stableAfterMs: 60_000,
  giveUpAfter: 5,
};

export type RestartDecision = { restart: true; delayMs: number } | { restart: false; reason: string };

/** Exponential backoff for one child, reset once it has run a while; gives up on a crash loop. */
export function createRestartTracker(policy: RestartPolicy = DEFAULT_RESTART_POLICY) {
  let inARow = 0;
  return {
    onExit(ranForMs: number): RestartDecision {
      inARow = ranForMs >= policy.stableAfterMs ? 1 : inARow + 1;
      if (inARow >= policy.giveUpAfter) {
        const seconds = Math.round(policy.stableAfterMs / 1000);
        return {
          restart: false,
          reason: `it died ${inARow} times in a row, each within ${seconds} s of starting`,
        };
      }
      return { restart: true, delayMs: Math.min(policy.minDelayMs * 2 ** (inARow - 1), policy.maxDelayMs) };
    },
  };
}
