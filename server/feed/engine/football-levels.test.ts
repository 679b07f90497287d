import { describe, expect, it } from "vitest";
import { footballInput, footballSquad, ratedSquad, seeds } from "./engine-fixtures";
import { generateFootballScript } from "./football-script";
import type { FootballLevels, FootballScript } from "./types";

const CARDS: FootballLevels = { goals: 2.6, yellow: 5.3, red: 0.25, corners: 9.4 };
const GOALS: FootballLevels = { goals: 3.2, yellow: 2.2, red: 0.06, corners: 10.4 };
// A league's spread of strengths: 62-88, as a season's pairings.
const leagueMatch = (seed: number, levels: FootballLevels, neutral = false) =>
  generateFootballScript({
    ...footballInput(seed, { knockout: false, levels, neutral }),
    home: { strength: 62 + (seed % 27), players: footballSquad(1000) },
    away: { strength: 62 + ((seed * 7) % 27), players: footballSquad(2000) },
  });
const mean = (scripts: FootballScript[], f: (s: FootballScript) => number) =>
  scripts.reduce((a, s) => a + f(s), 0) / scripts.length;
const last = (s: FootballScript) => s.statPoints.at(-1)!;
const both = (s: FootballScript, key: "yellowCards" | "redCards" | "corners") =>
  last(s).home[key] + last(s).away[key];

describe("league levels", () => {
  const cards = seeds(1500).map((seed) => leagueMatch(seed, CARDS));
  const goals = seeds(1500).map((seed) => leagueMatch(seed, GOALS));

  it("scores, books and wins corners at the league's averages (within 6 %)", () => {
    for (const [scripts, levels] of [
      [cards, CARDS],
      [goals, GOALS],
    ] as const) {
      const perMatch = mean(scripts, (s) => s.finalScore.home + s.finalScore.away);
      expect(Math.abs(perMatch / levels.goals - 1)).toBeLessThan(0.06);
      expect(Math.abs(mean(scripts, (s) => both(s, "yellowCards")) / levels.yellow - 1)).toBeLessThan(0.06);
      expect(Math.abs(mean(scripts, (s) => both(s, "corners")) / levels.corners - 1)).toBeLessThan(0.06);
    }
    // Sendings-off (second yellows included) are rare and follow the league too.
    expect(mean(cards, (s) => both(s, "redCards"))).toBeGreaterThan(0.17);
    expect(mean(cards, (s) => both(s, "redCards"))).toBeLessThan(0.33);
    expect(mean(goals, (s) => both(s, "redCards"))).toBeLessThan(0.1);
  });

  it("gives the home side ~54 % of the goals, and nobody an edge at a neutral venue", () => {
    const share = (scripts: FootballScript[]) =>
      mean(scripts, (s) => s.finalScore.home) / mean(scripts, (s) => s.finalScore.home + s.finalScore.away);
    expect(share(goals)).toBeGreaterThan(0.51);
    expect(share(goals)).toBeLessThan(0.58);
    const neutral = seeds(1500).map((seed) => leagueMatch(seed, GOALS, true));
    expect(share(neutral)).toBeGreaterThan(0.46);
    expect(share(neutral)).toBeLessThan(0.54);
  });
});

describe("stars", () => {
  it("let a star striker score far more than his team-mates: a third to a half of the goals", () => {
    const squad = ratedSquad(footballSquad(1000, 20), 84, { index: 10, rating: 94 }, 11);
    let star = 0;
    let team = 0;
    for (const seed of seeds(600)) {
      const s = generateFootballScript({
        ...footballInput(seed, { knockout: false }),
        home: { strength: 88, players: squad },
        away: { strength: 78, players: footballSquad(2000) },
      });
      for (const e of s.events.filter(
        (x) => x.side === "home" && x.type !== "own-goal" && x.type.endsWith("goal"),
      )) {
        team++;
        if (e.playerId === 1010) star++;
      }
    }
    expect(star / team).toBeGreaterThan(0.3);
    expect(star / team).toBeLessThan(0.55);
  });
});
