import { describe, expect, it } from "vitest";
import { basketballStateAt } from "./basketball-state";
import { generateBasketballScript } from "./basketball-script";
import { basketballInput, seeds } from "./engine-fixtures";
import type { BasketballPlayerLine } from "./basketball-types";
import type { BasketballScript } from "./types";

const scripts = seeds(300).map((seed) => generateBasketballScript(basketballInput(seed)));
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const finalBox = (s: BasketballScript) => basketballStateAt(s, s.endMs).box;
const regulation = (s: BasketballScript, side: "home" | "away") => sum(s.periodScores[side].slice(0, 4));

describe("basketball script", () => {
  it("is deterministic: the same seed gives the same game", () => {
    expect(generateBasketballScript(basketballInput(7))).toEqual(
      generateBasketballScript(basketballInput(7)),
    );
    expect(generateBasketballScript(basketballInput(7)).plays).not.toEqual(
      generateBasketballScript(basketballInput(9)).plays,
    );
  });

  it("adds up: team points = sum of player points = sum of period scores", () => {
    for (const s of scripts) {
      const box = finalBox(s);
      for (const side of ["home", "away"] as const) {
        expect(sum(box[side].map((l) => l.points))).toBe(s.finalScore[side]);
        expect(sum(s.periodScores[side])).toBe(s.finalScore[side]);
        for (const q of s.periodScores[side]) expect(q).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it("plays overtime exactly when level after the fourth quarter, and never ends level", () => {
    let overtimes = 0;
    for (const s of scripts) {
      const level = regulation(s, "home") === regulation(s, "away");
      expect(s.periods.length > 4).toBe(level);
      if (level) overtimes++;
      for (const p of s.periods.slice(4)) {
        expect(p.lengthSeconds).toBe(300);
        expect(p.state).toBe(9);
      }
      expect(s.finalScore.home).not.toBe(s.finalScore.away);
    }
    expect(overtimes).toBeGreaterThan(0);
  });

  it("uses NBA (4 × 12) and CBA (4 × 10) clocks with a 15-minute half-time", () => {
    for (const s of scripts) {
      expect(s.periods[0].lengthSeconds).toBe(s.rules === "NBA" ? 720 : 600);
      expect(s.periods[1].breakEndMs - s.periods[1].endMs).toBe(15 * 60_000);
      expect(s.periods.slice(0, 4).map((p) => [p.state, p.breakState])).toEqual([
        [2, 3],
        [4, 5],
        [6, 7],
        [8, s.periods.length > 4 ? 8 : 10],
      ]);
    }
  });

  it("scores like the leagues: NBA ~200-250 a game, CBA ~180-220", () => {
    const mean = (rules: string) => {
      const games = scripts.filter((s) => s.rules === rules);
      return sum(games.map((s) => regulation(s, "home") + regulation(s, "away"))) / games.length;
    };
    expect(mean("NBA")).toBeGreaterThan(200);
    expect(mean("NBA")).toBeLessThan(250);
    expect(mean("CBA")).toBeGreaterThan(180);
    expect(mean("CBA")).toBeLessThan(220);
  });

  it("keeps every box-score line internally consistent", () => {
    for (const s of scripts) {
      const lines = [...finalBox(s).home, ...finalBox(s).away];
      const floorMinutes = (10 * sum(s.periods.map((p) => p.lengthSeconds))) / 60;
      expect(Math.abs(sum(lines.map((l) => l.minutesPlayed)) - floorMinutes)).toBeLessThanOrEqual(10);
      for (const l of lines) {
        expect(l.points).toBe(
          2 * (l.fieldGoalsScored - l.threePointsScored) + 3 * l.threePointsScored + l.freeThrowsScored,
        );
        expect(l.rebounds).toBe(l.offensiveRebounds + l.defensiveRebounds);
        expect(l.fieldGoalsScored).toBeLessThanOrEqual(l.fieldGoalsAttempted);
        expect(l.threePointsScored).toBeLessThanOrEqual(l.threePointsAttempted);
        expect(l.threePointsAttempted).toBeLessThanOrEqual(l.fieldGoalsAttempted);
        expect(l.freeThrowsScored).toBeLessThanOrEqual(l.freeThrowsAttempted);
        expect(l.fieldGoalsAccuracy).toBeCloseTo(
          l.fieldGoalsAttempted ? (100 * l.fieldGoalsScored) / l.fieldGoalsAttempted : 0,
          0,
        );
        expect(l.fouls).toBeLessThanOrEqual(s.rules === "NBA" ? 6 : 5);
      }
    }
  });

  it("lets centres and power forwards rebound and point guards pass", () => {
    const per = (pick: (l: BasketballPlayerLine) => number, positions: string[]) => {
      const lines = scripts
        .flatMap((s) => [...finalBox(s).home, ...finalBox(s).away])
        .filter((l) => positions.includes(l.position));
      return sum(lines.map(pick)) / sum(lines.map((l) => l.minutesPlayed));
    };
    expect(per((l) => l.rebounds, ["C", "PF"])).toBeGreaterThan(1.8 * per((l) => l.rebounds, ["PG"]));
    expect(per((l) => l.assists, ["PG"])).toBeGreaterThan(2.5 * per((l) => l.assists, ["C"]));
    expect(per((l) => l.blocks, ["C"])).toBeGreaterThan(per((l) => l.blocks, ["SG", "PG"]));
  });

  it("gives a line to every player who played and none to the others, starters the most minutes", () => {
    for (const s of scripts.slice(0, 50)) {
      const box = finalBox(s);
      for (const side of ["home", "away"] as const) {
        const lines = box[side];
        const played = new Set(
          s.stints.filter((t) => t.side === side && t.toSeconds > t.fromSeconds).map((t) => t.playerId),
        );
        expect(new Set(lines.map((l) => l.playerId))).toEqual(played);
        for (const l of lines) expect(l.minutesPlayed).toBeGreaterThan(0);
        const starters = lines.filter((l) => l.starter).map((l) => l.minutesPlayed);
        const bench = lines.filter((l) => !l.starter).map((l) => l.minutesPlayed);
        expect(sum(starters) / starters.length).toBeGreaterThan(sum(bench) / bench.length);
      }
    }
  });
});
