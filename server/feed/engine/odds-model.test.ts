import { describe, expect, it } from "vitest";
import { createRandom } from "./random";
import { expectAsian, expectConsistentQuotes, overround } from "./odds-assertions";
import { expectedGoals } from "./football-model";
import {
  basketballExpectedPoints,
  basketballFair,
  bookQuotes,
  footballFair,
  footballOutcomes,
  NO_TILT,
  TYPICAL_MARGINS,
} from "./odds-model";
import type { LiveScore, Margins } from "./types";

const book = (margins: Margins = TYPICAL_MARGINS, side = 0, total = 0) => ({
  margins,
  tilt: { side, total },
});
const prematch = (home: number, away: number, goals = 2.75, margins?: Margins) =>
  bookQuotes(footballFair(expectedGoals(home, away, goals)), book(margins));
const live = (score: LiveScore, minute: number) =>
  bookQuotes(footballFair(expectedGoals(80, 72), score, minute), book());

describe("prematch prices", () => {
  it("stay consistent for any pair of strengths and any margin from 3 to 12 %, the whole margin showing", () => {
    const rnd = createRandom(5);
    for (let i = 0; i < 300; i++) {
      const european = 0.03 + rnd.next() * 0.09;
      const margins = { european, asian: european * 0.75 };
      expectConsistentQuotes(prematch(rnd.int(30, 99), rnd.int(30, 99), 2.2 + rnd.next(), margins));
      // Between real teams the whole margin shows; near-certain results are capped at 1.01.
      const { home, draw, away } = prematch(rnd.int(55, 90), rnd.int(55, 90), 2.75, margins).european;
      expect(Math.abs(overround([home, draw!, away]) - 1 - european)).toBeLessThan(0.006);
    }
  });

  it("price an even game like a book: home slight favourite, 0/0.25 handicap, the league's total, waters 0.78-1.10", () => {
    const odds = prematch(75, 75);
    expect(odds.european.home).toBeLessThan(odds.european.away);
    expect([0, 0.25]).toContain(odds.handicap.line);
    expect(odds.total.line).toBe(2.5);
    expect([2.75, 3]).toContain(prematch(75, 75, 3.1).total.line);
    expect(prematch(75, 75, 2.2).total.line).toBeLessThanOrEqual(2.25);
    for (let s = 50; s <= 90; s += 5) {
      const o = prematch(s, 70);
      for (const w of [o.handicap.home, o.handicap.away, o.total.over, o.total.under]) {
        expect(w).toBeGreaterThanOrEqual(0.78);
        expect(w).toBeLessThanOrEqual(1.1);
      }
    }
  });

  it("gives the stronger side a bigger handicap and shorter odds", () => {
    const close = prematch(78, 72);
    const gap = prematch(90, 60);
    expect(gap.handicap.line).toBeGreaterThan(close.handicap.line);
    expect(gap.european.home).toBeLessThan(close.european.home);
    expect(prematch(60, 90).handicap.line).toBeLessThan(0);
  });

  it("lets each book price the same market its own way: margin and read", () => {
    const fair = footballFair(expectedGoals(76, 71));
    const macau = bookQuotes(fair, book({ european: 0.117, asian: 0.047 }));
    const pinnacle = bookQuotes(fair, book({ european: 0.031, asian: 0.026 }));
    expect(pinnacle.european.home).toBeGreaterThan(macau.european.home);
    expect(pinnacle.handicap.home + pinnacle.handicap.away).toBeGreaterThan(
      macau.handicap.home + macau.handicap.away,
    );
    const homeLean = bookQuotes(fair, book(TYPICAL_MARGINS, 0.08));
    expect(homeLean.european.home).toBeLessThan(bookQuotes(fair, book()).european.home);
    expectConsistentQuotes(homeLean);
  });

  it("prices 竞彩-style 1X2 and 让球 chances that add up, the handicap moving them", () => {
    const xg = expectedGoals(85, 65);
    const plain = footballOutcomes(xg);
    const given = footballOutcomes(xg, -1);
    expect(plain.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    expect(given.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    expect(given[0]).toBeLessThan(plain[0]);
    expect(plain[0]).toBeCloseTo(footballFair(xg).european[0], 6);
  });

  it("prices basketball on half-point lines with totals where the leagues score", () => {
    const nba = bookQuotes(
      basketballFair("NBA", basketballExpectedPoints("NBA", 114, 80, 74)),
      book(),
      false,
    );
    const cba = bookQuotes(
      basketballFair("CBA", basketballExpectedPoints("CBA", 100, 70, 70)),
      book(),
      false,
    );
    const euro = bookQuotes(
      basketballFair("FIBA", basketballExpectedPoints("FIBA", 82, 70, 70)),
      book(),
      false,
    );
    for (const o of [nba, cba, euro]) {
      expect(Math.abs(o.handicap.line % 1)).toBe(0.5);
      expect(Math.abs(o.total.line % 1)).toBe(0.5);
      expect(o.european.draw).toBeNull();
      expectAsian(o.handicap, o.total);
    }
    expect(nba.handicap.line).toBeGreaterThan(3);
    expect(nba.total.line).toBeGreaterThan(222);
    expect(nba.total.line).toBeLessThan(234);
    expect(cba.total.line).toBeGreaterThan(195);
    expect(cba.total.line).toBeLessThan(206);
    expect(euro.total.line).toBeGreaterThan(158);
    expect(euro.total.line).toBeLessThan(170);
    const neutral = basketballExpectedPoints("NBA", 114, 75, 75, true);
    expect(neutral.home).toBe(neutral.away);
  });
});

describe("in-play prices", () => {
  it("move the handicap when a goal goes in and the 1X2 towards the side that scored", () => {
    const level = live({ homeScore: 0, awayScore: 0 }, 30);
    const homeAhead = live({ homeScore: 1, awayScore: 0 }, 30);
    const awayAhead = live({ homeScore: 0, awayScore: 1 }, 30);
    expect(homeAhead.european.home).toBeLessThan(level.european.home);
    expect(awayAhead.european.away).toBeLessThan(level.european.away);
    expect(awayAhead.handicap.line).toBeGreaterThan(homeAhead.handicap.line);
    expect(homeAhead.total.line).toBeGreaterThan(level.total.line);
  });

  it("bring the over/under line to the goals scored + 0.5 late on, and the handicap towards level", () => {
    for (const [h, a] of [
      [0, 0],
      [1, 0],
      [2, 1],
      [3, 3],
    ]) {
      const late = live({ homeScore: h, awayScore: a }, 89);
      expect(late.total.line).toBe(h + a + 0.5);
      expect(Math.abs(late.handicap.line)).toBeLessThanOrEqual(0.25);
      expectConsistentQuotes(late);
    }
  });

  it("stay consistent at every minute and score, red cards and tilts included", () => {
    for (let minute = 0; minute <= 96; minute += 3) {
      for (const [h, a] of [
        [0, 0],
        [1, 0],
        [0, 2],
        [4, 0],
        [2, 2],
        [5, 4],
      ]) {
        const fair = footballFair(
          expectedGoals(80, 72),
          { homeScore: h, awayScore: a, homeRed: minute % 2 },
          minute,
        );
        expectConsistentQuotes(bookQuotes(fair, book(TYPICAL_MARGINS, 0.06, -0.05)));
      }
    }
    expectConsistentQuotes(
      bookQuotes(footballFair(expectedGoals(80, 72)), { margins: TYPICAL_MARGINS, tilt: NO_TILT }),
    );
  });

  it("track the basketball score on the full-game line", () => {
    const expected = basketballExpectedPoints("NBA", 114, 75, 75);
    const at = (homeScore: number, awayScore: number, minute: number) =>
      bookQuotes(basketballFair("NBA", expected, { homeScore, awayScore }, minute), book(), false);
    const start = at(0, 0, 0);
    const ahead = at(70, 50, 24);
    expect(ahead.handicap.line).toBeGreaterThan(start.handicap.line + 10);
    expect(ahead.total.line).toBeGreaterThan(120);
    const lastMinute = at(101, 99, 47.5);
    expect(lastMinute.total.line).toBeGreaterThan(200);
    expect(lastMinute.total.line).toBeLessThan(206);
    expectAsian(lastMinute.handicap, lastMinute.total);
  });
});
