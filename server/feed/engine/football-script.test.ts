import { describe, expect, it } from "vitest";
import { footballInput, footballSquad, seeds } from "./engine-fixtures";
import { generateFootballScript } from "./football-script";
import type { FootballEvent } from "./football-types";
import type { FootballScript, Side } from "./types";

const SEEDS = seeds(300);
const scripts = SEEDS.map((seed) => generateFootballScript(footballInput(seed)));
const GOAL_TYPES = new Set(["goal", "penalty-goal", "own-goal"]);
const count = (s: FootballScript, side: Side, test: (e: FootballEvent) => boolean) =>
  s.events.filter((e) => e.side === side && test(e)).length;

describe("football script", () => {
  it("is deterministic: the same seed gives the same script", () => {
    for (const seed of [1, 42, 999]) {
      expect(generateFootballScript(footballInput(seed))).toEqual(
        generateFootballScript(footballInput(seed)),
      );
    }
    expect(generateFootballScript(footballInput(1)).events).not.toEqual(
      generateFootballScript(footballInput(2)).events,
    );
  });

  it("keeps the score when players are named or not", () => {
    for (const seed of seeds(50)) {
      const named = generateFootballScript(footballInput(seed));
      const anonymous = generateFootballScript({
        ...footballInput(seed),
        home: { strength: footballInput(seed).home.strength },
        away: { strength: footballInput(seed).away.strength },
      });
      expect(anonymous.finalScore).toEqual(named.finalScore);
    }
  });

  it("ends on a score equal to the goal events per side, own goals credited to the other side", () => {
    for (const s of scripts) {
      expect(s.finalScore.home).toBe(count(s, "home", (e) => GOAL_TYPES.has(e.type)));
      expect(s.finalScore.away).toBe(count(s, "away", (e) => GOAL_TYPES.has(e.type)));
      for (const e of s.events.filter((x) => x.type === "own-goal" && x.playerId !== null)) {
        expect(Math.floor(e.playerId! / 1000)).toBe(e.side === "home" ? 2 : 1);
      }
    }
  });

  it("keeps events in time order with a running score that never goes down", () => {
    for (const s of scripts) {
      for (let i = 1; i < s.events.length; i++) {
        const [a, b] = [s.events[i - 1], s.events[i]];
        expect(b.atMs).toBeGreaterThanOrEqual(a.atMs);
        expect(b.homeScore).toBeGreaterThanOrEqual(a.homeScore);
        expect(b.awayScore).toBeGreaterThanOrEqual(a.awayScore);
      }
    }
  });

  it("never shows fewer shots on target than goals from shots, and saves follow from them", () => {
    for (const s of scripts) {
      const goals = { home: 0, away: 0 };
      let next = 0;
      for (const point of s.statPoints) {
        for (; next < s.events.length && s.events[next].atMs <= point.atMs; next++) {
          const e = s.events[next];
          if (e.type === "goal" || e.type === "penalty-goal") goals[e.side]++;
        }
        expect(point.home.shotsOnTarget).toBeGreaterThanOrEqual(goals.home);
        expect(point.away.shotsOnTarget).toBeGreaterThanOrEqual(goals.away);
        expect(point.home.shots).toBeGreaterThanOrEqual(point.home.shotsOnTarget);
        expect(point.home.saves).toBe(Math.max(0, point.away.shotsOnTarget - goals.away));
        expect(point.home.possession + point.away.possession).toBe(100);
      }
    }
  });

  it("books, sends off and substitutes within the laws of the game", () => {
    for (const s of scripts) {
      for (const side of ["home", "away"] as const) {
        expect(count(s, side, (e) => e.type === "red" || e.type === "second-yellow")).toBeLessThanOrEqual(5);
        const subs = s.events.filter((e) => e.side === side && e.type === "substitution");
        expect(subs.length).toBeLessThanOrEqual(5);
        const windows = new Set(
          subs.filter((e) => e.minute !== 46 || e.addedMinute > 0).map((e) => e.minute),
        );
        expect(windows.size).toBeLessThanOrEqual(3);
        const cameOn = new Set(subs.map((e) => e.playerId));
        for (const e of subs.filter((x) => x.playerId !== null))
          expect(cameOn.has(e.playerOutId)).toBe(false);
        const sentOff = s.events
          .filter((e) => e.side === side && (e.type === "red" || e.type === "second-yellow"))
          .map((e) => e.playerId);
        for (const e of s.events.filter(
          (x) => x.side === side && x.playerId !== null && sentOff.includes(x.playerId),
        )) {
          const off = s.events.find(
            (x) =>
              x.side === side &&
              x.playerId === e.playerId &&
              (x.type === "red" || x.type === "second-yellow"),
          )!;
          if (e.type !== "own-goal") expect(e.atMs).toBeLessThanOrEqual(off.atMs);
        }
      }
    }
  });

  it("adds 1-5 minutes to the first half and 2-8 to the second", () => {
    for (const s of scripts) {
      expect(s.phases[0].addedMinutes).toBeGreaterThanOrEqual(1);
      expect(s.phases[0].addedMinutes).toBeLessThanOrEqual(5);
      expect(s.phases[2].addedMinutes).toBeGreaterThanOrEqual(2);
      expect(s.phases[2].addedMinutes).toBeLessThanOrEqual(8);
      expect(s.phases[1].endMs - s.phases[1].startMs).toBe(15 * 60_000);
    }
  });

  it("sends level cup ties to extra time and then to penalties, never league matches", () => {
    let shootouts = 0;
    for (const seed of seeds(300)) {
      const s = generateFootballScript(footballInput(seed, { knockout: true }));
      const regular = s.events.filter((e) => e.atMs < s.phases[2].endMs && GOAL_TYPES.has(e.type));
      const level =
        regular.filter((e) => e.side === "home").length === regular.filter((e) => e.side === "away").length;
      expect(s.extraTime).toBe(level);
      expect(s.penaltyScore !== null).toBe(s.extraTime && s.finalScore.home === s.finalScore.away);
      if (s.penaltyScore) {
        shootouts++;
        expect(s.penaltyScore.home).not.toBe(s.penaltyScore.away);
        expect(s.phases.at(-1)!.state).toBe(7);
      }
    }
    expect(shootouts).toBeGreaterThan(5);
    for (const seed of seeds(100))
      expect(generateFootballScript(footballInput(seed, { knockout: false })).extraTime).toBe(false);
  });

  it("gives realistic scores over 1,000 matches: 2.3-3.1 goals, 40-50 % home wins", () => {
    let goals = 0;
    let homeWins = 0;
    let fiveNil = 0;
    for (const seed of seeds(1000)) {
      const { finalScore: f } = generateFootballScript(footballInput(seed, { knockout: false }));
      goals += f.home + f.away;
      if (f.home > f.away) homeWins++;
      if (Math.abs(f.home - f.away) >= 5) fiveNil++;
    }
    expect(goals / 1000).toBeGreaterThanOrEqual(2.3);
    expect(goals / 1000).toBeLessThanOrEqual(3.1);
    expect(homeWins / 1000).toBeGreaterThanOrEqual(0.4);
    expect(homeWins / 1000).toBeLessThanOrEqual(0.5);
    expect(fiveNil / 1000).toBeLessThan(0.04);
  });

  it("lets forwards and midfielders score far more than defenders, keepers never", () => {
    const position = new Map(footballSquad(0, 20).map((p) => [p.id, p.position]));
    const tally: Record<string, number> = { attack: 0, defence: 0, keeper: 0 };
    for (const s of scripts) {
      for (const e of s.events.filter((x) => x.type === "goal" && x.playerId !== null)) {
        const pos = position.get(e.playerId! % 1000)!;
        tally[pos === "GK" ? "keeper" : pos.startsWith("D") && pos !== "DM" ? "defence" : "attack"]++;
      }
    }
    expect(tally.keeper).toBe(0);
    expect(tally.attack).toBeGreaterThan(tally.defence * 4);
  });
});
