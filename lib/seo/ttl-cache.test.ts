import { describe, expect, it } from "vitest";
import { createTtlCache } from "./ttl-cache";

describe("createTtlCache", () => {
  it("shares one load until it expires, then loads again", async () => {
    const clock = { now: 0 };
    const cached = createTtlCache<number>(1000, () => clock.now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cached("a", load), cached("a", load)])).toEqual([1, 1]);
    clock.now = 999;
    expect(await cached("a", load)).toBe(1);
    clock.now = 1000;
    expect(await cached("a", load)).toBe(2);
    expect(await cached("b", load)).toBe(3);
  });

  it("forgets a failed load at once", async () => {
    const cached = createTtlCache<number>(1000, () => 0);
    await expect(cached("a", () => Promise.reject(new Error("api down")))).rejects.toThrow("api down");
    expect(await cached("a", async () => 7)).toBe(7);
  });
});
