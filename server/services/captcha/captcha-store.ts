/**
 * Where challenges, verifications and rate counters live. Async so a Redis-backed store
 * (GET / SET PX / DEL / INCR + PEXPIRE NX) can replace the in-memory one unchanged.
 */
export interface CaptchaStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** True only for the caller that actually removed a live entry: this is what makes tokens single-use. */
  delete(key: string): Promise<boolean>;
  /** Adds one and returns the new count; the TTL starts with the first increment (a fixed window). */
  increment(key: string, ttlMs: number): Promise<number>;
}

export type Clock = () => number;

interface Entry {
  value: string;
  expiresAt: number;
}

const SWEEP_EVERY_WRITES = 1_000;

export function createMemoryCaptchaStore(now: Clock = Date.now): CaptchaStore {
  const entries = new Map<string, Entry>();
  let writes = 0;

  function live(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  // Expired entries nobody reads again would otherwise stay forever.
  function sweepSometimes() {
    if (++writes % SWEEP_EVERY_WRITES !== 0) return;
    const at = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
  }

  return {
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlMs) {
      sweepSometimes();
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
    async delete(key) {
      const existed = live(key) !== undefined;
      entries.delete(key);
      return existed;
    },
    async increment(key, ttlMs) {
      sweepSometimes();
      const entry = live(key);
      const count = entry ? Number(entry.value) + 1 : 1;
      entries.set(key, { value: String(count), expiresAt: entry?.expiresAt ?? now() + ttlMs });
      return count;
    },
  };
}
