import { describe, expect, it } from "vitest";
import { quoteStats } from "./board";
import { payoutPercent } from "./quote-shape";

describe("返还率 of a quote", () => {
  it("reads three ways for 1X2 and two for a basketball moneyline, in percent", () => {
    expect(payoutPercent({ home: 1.8, draw: 3, away: 4.5, line: null })).toBe(90);
    // 1/1.85 + 1/1.95 = 0.54054 + 0.51282 = 1.05336 → 94.93 %
    expect(payoutPercent({ home: 1.85, draw: null, away: 1.95, line: null })).toBe(94.93);
  });
});

describe("company comparison", () => {
  it("takes each column's highest, lowest and mean", () => {
    const stats = quoteStats([
      { home: 1.8, draw: 3.4, away: 4.5, line: null },
      { home: 2.0, draw: 3.2, away: 4.0, line: null },
      { home: 1.9, draw: 3.3, away: 4.2, line: null },
    ])!;
    expect(stats.max).toEqual({ home: 2.0, draw: 3.4, away: 4.5, line: null });
    expect(stats.min).toEqual({ home: 1.8, draw: 3.2, away: 4.0, line: null });
    expect(stats.avg).toEqual({ home: 1.9, draw: 3.3, away: 4.233, line: null });
    expect(quoteStats([])).toBeNull();
  });
});
