/** Short-lived keys shared by every api process: single-use tokens, counters, cool-downs. */
export interface KvStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets only when absent; false when the key already exists. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Reads and deletes in one step, so a token can be used exactly once. */
  take(key: string): Promise<string | null>;
  /** Increments a counter whose window starts at its first increment. */
  incr(key: string, windowMs: number): Promise<number>;
  ttl(key: string): Promise<number>;
  del(key: string): Promise<void>;
  close(): Promise<void>;
}
