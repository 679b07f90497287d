import { describe, expect, it } from "vitest";
import { createRandom } from "./random";
import { expectAsian, expectConsistentFootball, overround } from "./odds-assertions";
import { basketballPrematchOdds, footballPrematchOdds, liveOdds } from "./odds-model";
import type { BasketballMatchOdds } from "./types";

describe("prematch odds", () => {
  it("stay consistent for any pair of strengths and any margin from 4 to 8 %", () => {
    const rnd = createRandom(5);
    for (let i = 0; i < 300; i++) {
      const margin = 0.04 + rnd.next() * 0.04;
      expectConsistentFootball(footballPrematchOdds(rnd.int(30, 99), rnd.int(30, 99), margin));
      // Between real teams the whole margin shows; near-certain results are capped at 1.01.
      const { home, draw, away } = footballPrematchOdds(rnd.int(55, 90), rnd.int(55, 90), margin).european;
      expect(Math.abs(overround([home, draw, away]) - 1 - margin)).toBeLessThan(0.006);
    }
  });

  it("price an even game like a book: home slight favourite, 0/0.25 handicap, 2.5 goals, waters 0.80-1.10", () => {
    const odds = footballPrematchOdds(75, 75, 0.06);
    expect(odds.european.home).toBeLessThan(odds.european.away);
    expect([0, 0.25]).toContain(odds.handicap.line);
    expect(odds.overUnder.line).toBe(2.5);
    for (let s = 50; s <= 90; s += 5) {
      const o = footballPrematchOdds(s, 70, 0.06);
      for (const w of [o.handicap.home, o.handicap.away, o.overUnder.over, o.overUnder.under]) {
        expect(w).toBeGreaterThanOrEqual(0.78);
        expect(w).toBeLessThanOrEqual(1.1);
      }
    }
  });

  it("gives the stronger side a bigger handicap and shorter odds", () => {
    const close = footballPrematchOdds(78, 72);
    const gap = footballPrematchOdds(90, 60);
    expect(gap.handicap.line).toBeGreaterThan(close.handicap.line);
    expect(gap.european.home).toBeLessThan(close.european.home);
    expect(footballPrematchOdds(60, 90).handicap.line).toBeLessThan(0);
  });

  it("prices basketball on half-point lines with NBA and CBA totals where the leagues score", () => {
    const nba = basketballPrematchOdds("NBA", 80, 74);
    const cba = basketballPrematchOdds("CBA", 70, 70);
    for (const o of [nba, cba]) {
      expect(Math.abs(o.handicap.line % 1)).toBe(0.5);
      expect(Math.abs(o.total.line % 1)).toBe(0.5);
      expectAsian(o.handicap, o.total);
    }
    expect(nba.handicap.line).toBeGreaterThan(3);
    expect(nba.total.line).toBeGreaterThan(200);
    expect(nba.total.line).toBeLessThan(240);
    expect(cba.total.line).toBeGreaterThan(180);
    expect(cba.total.line).toBeLessThan(220);
  });
});

describe("liveOdds", () => {
  const pre = footballPrematchOdds(80, 72, 0.05);

  it("moves the handicap when a goal goes in and the 1X2 towards the side that scored", () => {
    const level = liveOdds(pre, { homeScore: 0, awayScore: 0 }, 30);
    const homeAhead = liveOdds(pre, { homeScore: 1, awayScore: 0 }, 30);
    const awayAhead = liveOdds(pre, { homeScore: 0, awayScore: 1 }, 30);
    expect(homeAhead.european.home).toBeLessThan(level.european.home);
    expect(awayAhead.european.away).toBeLessThan(level.european.away);
    expect(awayAhead.handicap.line).toBeGreaterThan(homeAhead.handicap.line);
    expect(homeAhead.overUnder.line).toBeGreaterThan(level.overUnder.line);
  });

  it("brings the over/under line to the goals scored + 0.5 late on, and the handicap towards level", () => {
    for (const [h, a] of [
      [0, 0],
      [1, 0],
      [2, 1],
      [3, 3],
    ]) {
      const late = liveOdds(pre, { homeScore: h, awayScore: a }, 89);
      expect(late.overUnder.line).toBe(h + a + 0.5);
      expect(Math.abs(late.handicap.line)).toBeLessThanOrEqual(0.25);
      expectConsistentFootball(late);
    }
  });

  it("stays consistent at every minute and score, red cards included", () => {
    for (let minute = 0; minute <= 96; minute += 3) {
      for (const [h, a] of [
        [0, 0],
        [1, 0],
        [0, 2],
        [4, 0],
        [2, 2],
        [5, 4],
      ]) {
        expectConsistentFootball(
          liveOdds(pre, { homeScore: h, awayScore: a, homeRed: minute % 2, awayRed: 0 }, minute),
        );
      }
    }
  });

  it("tracks the basketball score on the full-game line", () => {
    const nba: BasketballMatchOdds = basketballPrematchOdds("NBA", 75, 75);
    const ahead = liveOdds(nba, { homeScore: 70, awayScore: 50 }, 24);
    expect(ahead.handicap.line).toBeGreaterThan(nba.handicap.line + 10);
    expect(ahead.total.line).toBeGreaterThan(120);
    const lastMinute = liveOdds(nba, { homeScore: 101, awayScore: 99 }, 47.5);
    expect(lastMinute.total.line).toBeGreaterThan(200);
    expect(lastMinute.total.line).toBeLessThan(206);
    expectAsian(lastMinute.handicap, lastMinute.total);
  });
});
