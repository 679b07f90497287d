import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { loadApiEnv } from "../env";
import { createKv } from "./redis-kv";

const url = process.env.REDIS_URL;
if (!url) console.log("redis kv tests skipped: set REDIS_URL");

describe("REDIS_KEY_PREFIX", () => {
  it("accepts a key-safe prefix and names what a wrong one may hold", () => {
    expect(loadApiEnv({ REDIS_KEY_PREFIX: "e2e-1:" }).REDIS_KEY_PREFIX).toBe("e2e-1:");
    expect(loadApiEnv({}).REDIS_KEY_PREFIX).toBe("");
    expect(() => loadApiEnv({ REDIS_KEY_PREFIX: "a b*" })).toThrow(/REDIS_KEY_PREFIX: may hold only/);
  });
});

describe.skipIf(!url)("redis kv store", () => {
  const prefix = `test:kv:${process.pid}-${Date.now()}:`;
  const admin = url ? new Redis(url) : undefined;
  afterAll(async () => {
    const keys = await admin!.keys(`${prefix}*`);
    if (keys.length) await admin!.del(...keys);
    await admin!.quit();
  });

  it("keeps every key under the deployment's prefix", async () => {
    const kv = await createKv(url, prefix);
    await kv.set("captcha:1", "x", 60_000);
    expect(await kv.incr("rate:1", 60_000)).toBe(1);
    expect((await admin!.keys(`${prefix}*`)).sort()).toEqual([`${prefix}kv:captcha:1`, `${prefix}kv:rate:1`]);
    expect(await admin!.exists("kv:captcha:1", "kv:rate:1")).toBe(0);
    await kv.close();
  });
});
