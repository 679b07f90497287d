// Shared inputs for the engine's property tests: rosters, strengths and seed ranges.
import { createRandom } from "./random";
import type {
  BasketballPlayerInput,
  BasketballRulesName,
  BasketballScriptInput,
  FootballPlayerInput,
  FootballScriptInput,
} from "./types";

const FOOTBALL_SHAPE = [
  "GK",
  "DL",
  "DC",
  "DC",
  "DR",
  "DM",
  "MC",
  "AM",
  "LW",
  "RW",
  "ST",
  "GK",
  "DC",
  "DR",
  "MC",
  "DM",
  "AM",
  "RW",
  "ST",
  "F",
];
const BASKETBALL_SHAPE = ["PG", "SG", "SF", "PF", "C", "G", "F", "C", "SG", "PF", "PG", "SF", "C"];

export const seeds = (count: number, from = 1) => Array.from({ length: count }, (_, i) => from + i);

export function footballSquad(firstId: number, size = 18): FootballPlayerInput[] {
  return FOOTBALL_SHAPE.slice(0, size).map((position, i) => ({ id: firstId + i, position, starter: i < 11 }));
}

export function basketballSquad(firstId: number, size: number): BasketballPlayerInput[] {
  return BASKETBALL_SHAPE.slice(0, size).map((position, i) => ({
    id: firstId + i,
    position,
    starter: i < 5,
  }));
}

/** A league-like fixture: strengths 55-90, players named for most seeds, every fifth a cup tie. */
export function footballInput(
  seed: number,
  overrides: Partial<FootballScriptInput> = {},
): FootballScriptInput {
  const rnd = createRandom(seed * 7919);
  const named = seed % 4 !== 0;
  return {
    seed,
    home: { strength: rnd.int(55, 90), players: named ? footballSquad(1000, rnd.int(14, 20)) : undefined },
    away: { strength: rnd.int(55, 90), players: named ? footballSquad(2000, rnd.int(14, 20)) : undefined },
    kickoff: Date.UTC(2025, 4, 10, 11, 30),
    knockout: seed % 5 === 0,
    ...overrides,
  };
}

export function basketballInput(
  seed: number,
  rules: BasketballRulesName = seed % 2 ? "NBA" : "CBA",
): BasketballScriptInput {
  const rnd = createRandom(seed * 104729);
  return {
    seed,
    rules,
    home: { strength: rnd.int(60, 88), players: basketballSquad(100, rnd.int(8, 10)) },
    away: { strength: rnd.int(60, 88), players: basketballSquad(200, rnd.int(8, 10)) },
    kickoff: Date.UTC(2025, 4, 10, 11, 30),
  };
}

/** A side of rated players: one star `starRating`, the rest around `rating`, the bench lower. */
export function ratedSquad<T extends FootballPlayerInput | BasketballPlayerInput>(
  squad: T[],
  rating: number,
  star: { index: number; rating: number },
  starters: number,
): T[] {
  return squad.map((p, i) => ({
    ...p,
    rating:
      i === star.index ? star.rating : i < starters ? rating + (i % 3) : rating - 2 - 2 * (i - starters),
  }));
}
