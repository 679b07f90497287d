import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadApiEnv } from "@/server/env";
import { createTestApi, type TestApi } from "../support/test-api";

// /user/key/getDynamicKey allows 60 a minute per client address (services/limits/rate-limits.ts).
const LIMIT = 60;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const dynamicKey = (ip: string, forwardedFor?: string) =>
  api.get(
    "/user/key/getDynamicKey",
    {},
    { ip, headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} },
  );

/** Statuses of `count` requests, each from the socket `ip` with the forwarded value made for it. */
async function burst(count: number, ip: string, forwarded: (i: number) => string | undefined) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await dynamicKey(ip, forwarded(i))).status);
  return statuses;
}

describe("the client address behind the per-address limits", () => {
  it("ignores X-Forwarded-For from an untrusted peer, so rotating it does not reset a limit", async () => {
    const statuses = await burst(LIMIT + 1, "203.0.113.9", (i) => `198.51.100.${i}`);
    expect(statuses.slice(0, LIMIT).every((s) => s === 200)).toBe(true);
    expect(statuses[LIMIT]).toBe(429);
  });

  it("counts each forwarded address on its own behind a trusted proxy (the web's gateway)", async () => {
    const rotating = await burst(LIMIT + 1, "127.0.0.1", (i) => `192.0.2.${i}`);
    expect(rotating.every((s) => s === 200)).toBe(true);
    const one = await burst(LIMIT + 1, "::ffff:127.0.0.1", () => "192.0.2.200");
    expect(one[LIMIT]).toBe(429);
    // The client prepended its own value; the proxy's right-most hop is the one that counts.
    expect((await dynamicKey("127.0.0.1", "10.0.0.1, 192.0.2.200")).status).toBe(429);
  });

  it("counts an IPv6 client by its /64, so it cannot rotate through its own block", async () => {
    const statuses = await burst(LIMIT + 1, "2001:db8:7:7::1", () => undefined);
    expect(statuses[LIMIT - 1]).toBe(200);
    expect((await dynamicKey("2001:db8:7:7:ffff::9")).status).toBe(429);
    expect((await dynamicKey("2001:db8:7:8::1")).status).toBe(200);
  });
});

describe("TRUSTED_PROXIES", () => {
  it("believes nobody's forwarded header when empty", async () => {
    const strict = await createTestApi({ env: { TRUSTED_PROXIES: "" } });
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      const call = { ip: "127.0.0.1", headers: { "x-forwarded-for": `192.0.2.${i}` } };
      statuses.push((await strict.get("/user/key/getDynamicKey", {}, call)).status);
    }
    expect(statuses[LIMIT]).toBe(429);
    await strict.close();
  });

  it("stops the api on an entry that is not an address or a block", () => {
    expect(() => loadApiEnv({ TRUSTED_PROXIES: "127.0.0.1,gateway.local" })).toThrow(/TRUSTED_PROXIES/);
    expect(loadApiEnv({ TRUSTED_PROXIES: " 10.0.0.0/8 , ::1 " }).TRUSTED_PROXIES).toEqual([
      "10.0.0.0/8",
      "::1",
    ]);
  });
});
