// Shared checks that a price is one a bookmaker could show: margin kept, quarter-step lines, waters in range.
import { expect } from "vitest";
import { isQuarterLine, MAX_WATER, MIN_WATER } from "./odds-math";
import type { BookQuotes, HandicapOdds, OddsChange, TotalOdds } from "./types";

export const overround = (odds: readonly number[]) => odds.reduce((s, o) => s + 1 / o, 0);

export function expectConsistentQuotes(q: BookQuotes) {
  const { home, draw, away } = q.european;
  const prices = draw === null ? [home, away] : [home, draw, away];
  expect(overround(prices)).toBeGreaterThan(1);
  for (const x of prices) expect(x).toBeGreaterThanOrEqual(1.01);
  expectAsian(q.handicap, q.total);
}

export function expectAsian(handicap: HandicapOdds, total: TotalOdds) {
  expect(isQuarterLine(handicap.line)).toBe(true);
  expect(isQuarterLine(total.line)).toBe(true);
  for (const water of [handicap.home, handicap.away, total.over, total.under]) {
    expect(water).toBeGreaterThanOrEqual(MIN_WATER);
    expect(water).toBeLessThanOrEqual(MAX_WATER);
  }
  expect(overround([1 + handicap.home, 1 + handicap.away])).toBeGreaterThan(1);
  expect(overround([1 + total.over, 1 + total.under])).toBeGreaterThan(1);
}

export function expectConsistentChange(c: OddsChange) {
  if (c.market === "1x2") {
    expect(overround(c.draw === null ? [c.home, c.away] : [c.home, c.draw, c.away])).toBeGreaterThan(1);
    return;
  }
  const water = c.market === "handicap" ? [c.home, c.away] : [c.over, c.under];
  expect(isQuarterLine(c.line)).toBe(true);
  for (const w of water) {
    expect(w).toBeGreaterThanOrEqual(MIN_WATER);
    expect(w).toBeLessThanOrEqual(MAX_WATER);
  }
  expect(overround(water.map((w) => 1 + w))).toBeGreaterThan(1);
}
