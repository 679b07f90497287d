/**
 * A small in-process cache of promises with a time to live: concurrent callers share one load,
 * a failed load is forgotten at once. For results too big for Next's data cache (2 MB a fetch),
 * such as a 50,000-URL sitemap.
 */
export function createTtlCache<T>(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return function cached(key: string, load: () => Promise<T>): Promise<T> {
    const hit = entries.get(key);
    if (hit && hit.expires > now()) return hit.value;
    const value = load();
    entries.set(key, { value, expires: now() + ttlMs });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
