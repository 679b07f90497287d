import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import type { Env } from "./processes";

export type E2eBackends = { name: "postgres+redis" | "pglite"; env: Env; cleanup: () => Promise<void> };

/**
 * The browser suite's database and shared state: CI's PostgreSQL and Redis when TEST_DATABASE_URL and
 * REDIS_URL are set (a scratch database and a per-run key prefix, both removed afterwards, because
 * CI keeps their state between runs), else a fresh embedded PGlite under `dataDir`.
 */
export async function e2eBackends(dataDir: string): Promise<E2eBackends> {
  const redisUrl = process.env.REDIS_URL;
  if (!process.env.TEST_DATABASE_URL || !redisUrl) {
    return {
      name: "pglite",
      env: { PGLITE_DIR: `${dataDir}/pglite`, DATABASE_URL: undefined, REDIS_URL: undefined },
      cleanup: async () => {},
    };
  }
  const { createScratchDatabase } = await import("../tests/support/pg-database");
  const database = await createScratchDatabase();
  const prefix = `e2e:${process.pid}-${randomBytes(3).toString("hex")}:`;
  return {
    name: "postgres+redis",
    env: { DATABASE_URL: database.url, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix },
    async cleanup() {
      const results = await Promise.allSettled([database.drop(), deleteKeys(redisUrl, prefix)]);
      for (const r of results) if (r.status === "rejected") console.error("e2e cleanup failed:", r.reason);
    },
  };
}

async function deleteKeys(url: string, prefix: string) {
  const redis = new Redis(url);
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>)
      if (keys.length) await redis.unlink(...keys);
  } finally {
    redis.disconnect();
  }
}
