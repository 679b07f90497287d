import { describe, expect, it } from "vitest";
import { BasketballPlayType, FootballPlayType } from "@/lib/codes/play-types";
import { generateBasketballScript } from "./basketball-script";
import { basketballInput, footballInput, seeds } from "./engine-fixtures";
import { generateFootballScript } from "./football-script";
import { footballStateAt } from "./football-state";
import { oddsChanges } from "./odds-changes";
import { expectConsistentChange } from "./odds-assertions";
import { basketballPrematchOdds, footballPrematchOdds } from "./odds-model";

const HOUR = 3_600_000;

const football = seeds(300).map((seed) => {
  const input = footballInput(seed);
  const script = generateFootballScript(input);
  const prematch = footballPrematchOdds(input.home.strength, input.away.strength, 0.04 + (seed % 5) / 100);
  return { script, prematch, changes: oddsChanges(script, prematch, seed * 31) };
});

describe("oddsChanges", () => {
  it("is deterministic for a company and differs between companies", () => {
    const { script, prematch, changes } = football[0];
    expect(oddsChanges(script, prematch, 31)).toEqual(changes);
    expect(oddsChanges(script, prematch, 77)).not.toEqual(changes);
  });

  it("keeps every change consistent: margin above zero, quarter-step lines, waters 0.6-1.3", () => {
    for (const { changes } of football) for (const c of changes) expectConsistentChange(c);
  });

  it("drifts a few times in the 48 hours before kick-off and closes on the prematch prices", () => {
    for (const { prematch, changes } of football) {
      const before = changes.filter((c) => c.atMs < 0);
      expect(before.every((c) => c.atMs >= -48 * HOUR && !c.live && c.homeScore === 0)).toBe(true);
      const opening = new Set(before.map((c) => c.atMs));
      expect(opening.size).toBeGreaterThanOrEqual(2);
      const lastEuropean = before.filter((c) => c.playType === FootballPlayType.European).at(-1)!;
      const lastHandicap = before.filter((c) => c.playType === FootballPlayType.Handicap).at(-1)!;
      expect(lastEuropean).toMatchObject(prematch.european);
      expect(lastHandicap).toMatchObject(prematch.handicap);
    }
  });

  it("moves in play every few minutes of regular time and soon after every goal, with the score of the moment", () => {
    for (const { script, changes } of football) {
      const live = changes.filter((c) => c.live);
      for (let i = 1; i < changes.length; i++)
        expect(changes[i].atMs).toBeGreaterThanOrEqual(changes[i - 1].atMs);
      for (const c of live) {
        const s = footballStateAt(script, c.atMs);
        expect([2, 4]).toContain(s.state);
        expect([c.homeScore, c.awayScore]).toEqual([s.homeScore, s.awayScore]);
      }
      expect(live.length).toBeGreaterThan(15);
      const regularEnd = script.phases[2].endMs;
      for (const goal of script.events.filter((e) => e.type.endsWith("goal") && e.atMs < regularEnd)) {
        expect(
          live.some(
            (c) =>
              c.atMs > goal.atMs &&
              c.atMs <= goal.atMs + 60_000 &&
              c.homeScore >= goal.homeScore &&
              c.awayScore >= goal.awayScore,
          ),
        ).toBe(true);
      }
    }
  });

  it("prices basketball handicap and total only, consistently, up to the final buzzer", () => {
    for (const seed of seeds(60)) {
      const input = basketballInput(seed);
      const script = generateBasketballScript(input);
      const changes = oddsChanges(
        script,
        basketballPrematchOdds(input.rules, input.home.strength, input.away.strength),
        seed,
      );
      for (const c of changes) {
        expect([BasketballPlayType.Handicap, BasketballPlayType.OverUnder]).toContain(c.playType);
        expect(c.market).not.toBe("1x2");
        if (c.market !== "1x2") expect(Math.abs(c.line % 1)).toBe(0.5);
        expectConsistentChange(c);
        expect(c.atMs).toBeLessThan(script.endMs);
      }
      expect(changes.filter((c) => c.live).length).toBeGreaterThan(10);
    }
  });

  it("refuses odds of the other sport", () => {
    expect(() => oddsChanges(football[0].script, basketballPrematchOdds("NBA", 70, 70), 1)).toThrow();
  });
});
