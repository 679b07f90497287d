import { describe, expect, it } from "vitest";
import { splitPacket } from "./split";

describe("splitPacket", () => {
  it("always gives every share at least 1 and sums to the total", () => {
    for (const [total, count] of [
      [10, 10],
      [11, 10],
      [100, 7],
      [1_000_000, 100],
      [5, 1],
    ]) {
      for (let run = 0; run < 50; run++) {
        const shares = splitPacket(total, count);
        expect(shares).toHaveLength(count);
        expect(Math.min(...shares)).toBeGreaterThanOrEqual(1);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      }
    }
  });

  it("keeps enough for the rest even when the random pick is always the largest", () => {
    const shares = splitPacket(12, 5, (_min, max) => max);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(12);
    expect(Math.min(...shares)).toBeGreaterThanOrEqual(1);
  });

  it("is not a fixed split", () => {
    const seen = new Set(Array.from({ length: 20 }, () => splitPacket(1000, 5).join(",")));
    expect(seen.size).toBeGreaterThan(1);
  });

  it("refuses totals that cannot give everyone 1", () => {
    expect(() => splitPacket(3, 5)).toThrow();
    expect(() => splitPacket(10, 0)).toThrow();
  });
});
