import { describe, expect, it } from "vitest";
import { generateBasketballScript } from "./basketball-script";
import { basketballStateAt } from "./basketball-state";
import { basketballSquad, ratedSquad, seeds } from "./engine-fixtures";
import type { BasketballRulesName, BasketballScript } from "./types";

const LEVELS: [BasketballRulesName, number][] = [
  ["NBA", 114],
  ["CBA", 100],
  ["FIBA", 82],
];
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const game = (seed: number, rules: BasketballRulesName, points: number) =>
  generateBasketballScript({
    seed,
    rules,
    points,
    home: {
      strength: 66 + (seed % 20),
      players: ratedSquad(basketballSquad(100, 13), 78, { index: 0, rating: 90 }, 5),
    },
    away: { strength: 66 + ((seed * 7) % 20), players: basketballSquad(200, 13) },
    kickoff: 0,
  });

describe("league levels", () => {
  it.each(LEVELS)(
    "scores %s games at the league's level (%i a side) with quarters that add up",
    (rules, points) => {
      const games = seeds(150).map((seed) => game(seed, rules, points));
      const perSide =
        sum(games.map((g) => sum(g.periodScores.home.slice(0, 4)) + sum(g.periodScores.away.slice(0, 4)))) /
        300;
      expect(Math.abs(perSide - points)).toBeLessThan(3);
      const quarters = games
        .flatMap((g) => [...g.periodScores.home.slice(0, 4), ...g.periodScores.away.slice(0, 4)])
        .sort((a, b) => a - b);
      const [p5, p95] = [
        quarters[Math.floor(quarters.length * 0.05)],
        quarters[Math.floor(quarters.length * 0.95)],
      ];
      // A side's quarter (SD ~6 in the NBA): 90 % of them within 12 points of a quarter of the level.
      expect(p5).toBeGreaterThan(points / 4 - 12);
      expect(p95).toBeLessThan(points / 4 + 12);
    },
  );
});

describe("stars and rotations", () => {
  const games = seeds(120).map((seed) => game(seed, "NBA", 114));
  const lines = (g: BasketballScript) => basketballStateAt(g, g.endMs).box.home;

  it("give the star 32-38 minutes and 20-32 points a game, the deep bench little or nothing", () => {
    const star = games.map((g) => lines(g).find((l) => l.playerId === 100)!);
    expect(sum(star.map((l) => l.minutesPlayed)) / star.length).toBeGreaterThan(32);
    expect(sum(star.map((l) => l.minutesPlayed)) / star.length).toBeLessThan(38);
    expect(sum(star.map((l) => l.points)) / star.length).toBeGreaterThan(20);
    expect(sum(star.map((l) => l.points)) / star.length).toBeLessThan(32);
    const last = games.map((g) => lines(g).find((l) => l.playerId === 112)?.minutesPlayed ?? 0);
    expect(sum(last) / last.length).toBeLessThan(6);
  });

  it("leave players outside an eight-to-ten man rotation without a line, but for a decided game's last minutes", () => {
    let short = 0;
    for (const g of games) {
      const box = basketballStateAt(g, g.endMs).box;
      for (const side of ["home", "away"] as const) {
        if (box[side].length <= 10) short++;
        for (const l of box[side]) expect(l.minutesPlayed).toBeGreaterThan(0);
      }
      // The three lowest-rated home players are never in the rotation: garbage time at most.
      const deep = g.stints.filter((s) => s.side === "home" && s.playerId >= 110);
      for (const s of deep) expect(s.period).toBeGreaterThanOrEqual(4);
    }
    expect(short / (2 * games.length)).toBeGreaterThan(0.6);
  });
});
