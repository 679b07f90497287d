import type { CaptchaStore } from "./captcha-store";

export interface CaptchaLimits {
  getPerMinute: number;
  checkPerMinute: number;
  verifyPerMinute: number;
  /** Failed checks within `failureWindowMs` that lock a client out of get and check. */
  failuresBeforeLock: number;
  failureWindowMs: number;
  lockMs: number;
  /** Many users can share one address (NAT, offices), so an ip gets this many times the limits. */
  ipFactor: number;
}

// AJ-Captcha ships 30 gets / 5 failures / 300 s lock; check and verify are one per challenge.
export const DEFAULT_CAPTCHA_LIMITS: CaptchaLimits = {
  getPerMinute: 20,
  checkPerMinute: 30,
  verifyPerMinute: 30,
  failuresBeforeLock: 5,
  failureWindowMs: 60_000,
  lockMs: 300_000,
  ipFactor: 5,
};

export type LimitedAction = "get" | "check" | "verify";

export interface Subject {
  key: string;
  factor: number;
}

const MINUTE_MS = 60_000;

/** A missing clientUid shares one "anonymous" bucket, so leaving it out never lifts the limits. */
export function subjectsOf(
  clientUid: string | undefined,
  ip: string | undefined,
  ipFactor: number,
): Subject[] {
  const subjects: Subject[] = [{ key: `uid:${clientUid || "anonymous"}`, factor: 1 }];
  if (ip) subjects.push({ key: `ip:${ip}`, factor: ipFactor });
  return subjects;
}

export function createCaptchaLimiter(store: CaptchaStore, limits: CaptchaLimits) {
  const perMinute: Record<LimitedAction, number> = {
    get: limits.getPerMinute,
    check: limits.checkPerMinute,
    verify: limits.verifyPerMinute,
  };

  return {
    /** Counts this request against every subject; true when any of them is over its limit. */
    async overLimit(action: LimitedAction, subjects: Subject[]): Promise<boolean> {
      const counts = await Promise.all(
        subjects.map((s) => store.incr(`captcha:rate:${action}:${s.key}`, MINUTE_MS)),
      );
      return counts.some((count, i) => count > perMinute[action] * subjects[i].factor);
    },

    async isLocked(subjects: Subject[]): Promise<boolean> {
      const locks = await Promise.all(subjects.map((s) => store.get(`captcha:lock:${s.key}`)));
      return locks.some((lock) => lock !== null);
    },

    async recordFailure(subjects: Subject[]): Promise<void> {
      await Promise.all(
        subjects.map(async (s) => {
          const failures = await store.incr(`captcha:fail:${s.key}`, limits.failureWindowMs);
          if (failures < limits.failuresBeforeLock * s.factor) return;
          await store.set(`captcha:lock:${s.key}`, "1", limits.lockMs);
          await store.take(`captcha:fail:${s.key}`);
        }),
      );
    },
  };
}

export type CaptchaLimiter = ReturnType<typeof createCaptchaLimiter>;
