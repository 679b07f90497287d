/**
 * Where challenges, verifications and rate counters live. A structural subset of the api's
 * `KvStore` (server/kv), so `deps.kv` (memory or Redis) can be passed in as it is.
 */
export interface CaptchaStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Reads and deletes in one step: only one caller gets a value, which makes tokens single-use. */
  take(key: string): Promise<string | null>;
  /** Adds one and returns the new count; the window starts with the first increment. */
  incr(key: string, windowMs: number): Promise<number>;
}

export type Clock = () => number;

interface Entry {
  value: string;
  expiresAt: number;
}

const SWEEP_EVERY_WRITES = 1_000;

/** In-process store on an injectable clock, for tests and a single api process. */
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

  // Expired entries nobody reads again would otherwise stay forever (no timer to keep alive).
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
    async take(key) {
      const entry = live(key);
      entries.delete(key);
      return entry?.value ?? null;
    },
    async incr(key, windowMs) {
      sweepSometimes();
      const entry = live(key);
      const count = entry ? Number(entry.value) + 1 : 1;
      entries.set(key, { value: String(count), expiresAt: entry?.expiresAt ?? now() + windowMs });
      return count;
    },
  };
}
