import { Redis } from "ioredis";
import type { KvStore } from "./kv-store";

export function createRedisKv(url: string, prefix = "kv:"): KvStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const k = (key: string) => prefix + key;
  return {
    get: (key) => redis.get(k(key)),
    async set(key, value, ttlMs) {
      await redis.set(k(key), value, "PX", ttlMs);
    },
    async setIfAbsent(key, value, ttlMs) {
      return (await redis.set(k(key), value, "PX", ttlMs, "NX")) === "OK";
    },
    take: (key) => redis.getdel(k(key)),
    async incr(key, windowMs) {
      const [[, count]] = (await redis.multi().incr(k(key)).pexpire(k(key), windowMs, "NX").exec()) as [
        [null, number],
      ];
      return count;
    },
    ttl: (key) => redis.pttl(k(key)),
    async del(key) {
      await redis.del(k(key));
    },
    async close() {
      await redis.quit();
    },
  };
}

/** Redis when a URL is given (keys `{keyPrefix}kv:…`), else in-process memory. */
export function createKv(redisUrl?: string, keyPrefix = ""): Promise<KvStore> {
  return redisUrl
    ? Promise.resolve(createRedisKv(redisUrl, `${keyPrefix}kv:`))
    : import("./memory-kv").then((m) => m.createMemoryKv());
}
