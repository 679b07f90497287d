import { describe, expect, it } from "vitest";
import { generateBasketballScript } from "./basketball-script";
import { basketballInput, footballInput, seeds } from "./engine-fixtures";
import { expectedGoals } from "./football-model";
import { generateFootballScript } from "./football-script";
import { footballStateAt } from "./football-state";
import { inPlayChanges } from "./odds-changes";
import { expectConsistentChange } from "./odds-assertions";
import { basketballExpectedPoints, bookQuotes, footballFair } from "./odds-model";
import type { Book, OddsChange } from "./types";

type HandicapChange = Extract<OddsChange, { market: "handicap" }>;

const BOOKS: Book[] = [
  { id: 3, margins: { european: 0.07, asian: 0.036 }, tilt: { side: 0, total: 0 } },
  { id: 8, margins: { european: 0.058, asian: 0.047 }, tilt: { side: 0.05, total: -0.04 } },
  { id: 47, margins: { european: 0.031, asian: 0.026 }, tilt: { side: -0.03, total: 0.06 } },
];

const football = seeds(100).map((seed) => {
  const input = footballInput(seed);
  const script = generateFootballScript(input);
  const expected = expectedGoals(input.home.strength, input.away.strength);
  return { script, expected, changes: inPlayChanges(script, expected, BOOKS) };
});

describe("inPlayChanges", () => {
  it("is deterministic, and each book prices the match its own way", () => {
    const { script, expected, changes } = football[0];
    expect(inPlayChanges(script, expected, BOOKS)).toEqual(changes);
    const of = (id: number) =>
      changes.filter((c) => c.companyId === id).map(({ companyId: _, atMs: __, ...q }) => q);
    expect(of(3)).not.toEqual(of(8));
    expect(of(8)).not.toEqual(of(47));
  });

  it("keeps every change consistent: margin above zero, quarter-step lines, waters 0.6-1.3", () => {
    for (const { changes } of football) for (const c of changes) expectConsistentChange(c);
  });

  it("starts each book from its kick-off price", () => {
    for (const { expected, changes } of football.slice(0, 50)) {
      for (const book of BOOKS) {
        const first = changes.find(
          (c): c is HandicapChange => c.companyId === book.id && c.market === "handicap",
        )!;
        const prematch = bookQuotes(footballFair(expected), book).handicap;
        if (first.homeScore + first.awayScore === 0)
          expect(Math.abs(first.line - prematch.line)).toBeLessThanOrEqual(0.25);
      }
    }
  });

  it("moves in play every few minutes of regular time and soon after every goal, with the score of the moment", () => {
    for (const { script, changes } of football) {
      for (let i = 1; i < changes.length; i++)
        expect(changes[i].atMs).toBeGreaterThanOrEqual(changes[i - 1].atMs);
      for (const c of changes) {
        const s = footballStateAt(script, c.atMs);
        expect([2, 4]).toContain(s.state);
        expect([c.homeScore, c.awayScore]).toEqual([s.homeScore, s.awayScore]);
      }
      expect(changes.filter((c) => c.companyId === 3).length).toBeGreaterThan(15);
      const regularEnd = script.phases[2].endMs;
      for (const goal of script.events.filter((e) => e.type.endsWith("goal") && e.atMs < regularEnd)) {
        for (const book of BOOKS)
          expect(
            changes.some(
              (c) =>
                c.companyId === book.id &&
                c.atMs > goal.atMs &&
                c.atMs <= goal.atMs + 105_000 &&
                c.homeScore >= goal.homeScore &&
                c.awayScore >= goal.awayScore,
            ),
          ).toBe(true);
      }
    }
  });

  it("prices basketball handicap and total only, consistently, up to the final buzzer", () => {
    for (const seed of seeds(30)) {
      const input = basketballInput(seed);
      const script = generateBasketballScript(input);
      const points = input.rules === "NBA" ? 114 : 100;
      const expected = basketballExpectedPoints(
        input.rules,
        points,
        input.home.strength,
        input.away.strength,
      );
      const changes = inPlayChanges(script, expected, BOOKS);
      for (const c of changes) {
        expect(c.market).not.toBe("1x2");
        if (c.market !== "1x2") expect(Math.abs(c.line % 1)).toBe(0.5);
        expectConsistentChange(c);
        expect(c.atMs).toBeLessThan(script.endMs);
      }
      expect(changes.filter((c) => c.companyId === 3).length).toBeGreaterThan(10);
    }
  });
});
