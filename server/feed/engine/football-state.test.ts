import { describe, expect, it } from "vitest";
import { FootballState } from "@/lib/codes/football-states";
import { isFootballStateCode } from "@/lib/codes/football-state-labels";
import { footballInput, seeds } from "./engine-fixtures";
import { generateFootballScript } from "./football-script";
import { footballStateAt, footballStateAtTime } from "./football-state";
import type { FootballScript, FootballSnapshot } from "./types";

const MIN = 60_000;
const scripts = seeds(300).map((seed) => generateFootballScript(footballInput(seed)));

/** Snapshots every 30 s of real time from before kick-off to after the end. */
function timeline(s: FootballScript): FootballSnapshot[] {
  const shots: FootballSnapshot[] = [];
  for (let t = -MIN; t <= s.endMs + 5 * MIN; t += 30_000) shots.push(footballStateAt(s, t));
  return shots;
}

describe("footballStateAt", () => {
  it("moves forward only, through SPEC codes 1 → 2 → 3 → 4 (→ 5 → 7) → 8", () => {
    for (const s of scripts) {
      const states = [...new Set(timeline(s).map((x) => x.state))];
      for (const st of states) expect(isFootballStateCode(st)).toBe(true);
      const expected = [1, 2, 3, 4, ...(s.extraTime ? [5] : []), ...(s.penaltyScore ? [7] : []), 8];
      expect(states).toEqual(expected);
    }
  });

  it("never lowers a score, a card or corner count, or a statistic", () => {
    const problems: string[] = [];
    for (const s of scripts) {
      let prev = footballStateAt(s, -1);
      for (const now of timeline(s)) {
        const lower = (what: string, a: number, b: number) =>
          a < b && problems.push(`${s.seed} ${now.clock}: ${what}`);
        lower("home score", now.homeScore, prev.homeScore);
        lower("away score", now.awayScore, prev.awayScore);
        lower("events", now.events.length, prev.events.length);
        for (const side of ["home", "away"] as const) {
          lower("corners", now.corners[side], prev.corners[side]);
          lower("yellow", now.yellow[side], prev.yellow[side]);
          lower("red", now.red[side], prev.red[side]);
          lower("shots", now.stats[side].shots, prev.stats[side].shots);
          lower("dangerous attacks", now.stats[side].dangerousAttacks, prev.stats[side].dangerousAttacks);
          lower("saves", now.stats[side].saves, prev.stats[side].saves);
          const goals = now.events.filter(
            (e) => e.side === side && (e.type === "goal" || e.type === "penalty-goal"),
          );
          lower("shots on target v goals", now.stats[side].shotsOnTarget, goals.length);
        }
        prev = now;
      }
    }
    expect(problems).toEqual([]);
  });

  it("agrees with its own events: score, corners and cards are the events so far", () => {
    for (const s of scripts.slice(0, 100)) {
      for (const now of timeline(s).filter((_, i) => i % 7 === 0)) {
        const n = (side: string, ...types: string[]) =>
          now.events.filter((e) => e.side === side && types.includes(e.type)).length;
        expect(now.homeScore).toBe(n("home", "goal", "penalty-goal", "own-goal"));
        expect(now.awayScore).toBe(n("away", "goal", "penalty-goal", "own-goal"));
        expect(now.corners.home).toBe(n("home", "corner"));
        expect(now.yellow.away).toBe(n("away", "yellow"));
        expect(now.red.home).toBe(n("home", "red", "second-yellow"));
      }
    }
  });

  it("shows the clock as fans read it", () => {
    const s = scripts.find((x) => x.phases[0].addedMinutes >= 2)!;
    const [first, halfTime, second] = s.phases;
    expect(footballStateAt(s, -5 * MIN)).toMatchObject({
      state: FootballState.NotStarted,
      clock: "未开赛",
      homeScore: 0,
      halfScore: null,
    });
    expect(footballStateAt(s, 0).clock).toBe("1'");
    expect(footballStateAt(s, 22 * MIN + 30_000)).toMatchObject({
      state: FootballState.FirstHalf,
      minute: 23,
      clock: "23'",
    });
    expect(footballStateAt(s, 46 * MIN + 1)).toMatchObject({ minute: 45, addedMinute: 2, clock: "45+2'" });
    expect(footballStateAt(s, first.endMs)).toMatchObject({
      state: FootballState.HalfTime,
      clock: "中场",
      halfScore: s.halfScore,
    });
    expect(footballStateAt(s, halfTime.endMs)).toMatchObject({
      state: FootballState.SecondHalf,
      clock: "46'",
    });
    expect(footballStateAt(s, second.endMs - 1).clock).toBe(`90+${second.addedMinutes}'`);
    const end = footballStateAt(s, s.endMs);
    expect(end).toMatchObject({
      state: FootballState.Finished,
      clock: "完场",
      homeScore: s.finalScore.home,
      awayScore: s.finalScore.away,
    });
    expect(end.events).toEqual(s.events);
    expect(footballStateAtTime(s, s.kickoffMs + 22 * MIN).clock).toBe("23'");
  });

  it("shows extra time and the shoot-out, with the shoot-out score apart from the match score", () => {
    const cup = seeds(400)
      .map((seed) => generateFootballScript(footballInput(seed, { knockout: true })))
      .find((s) => s.penaltyScore)!;
    const shootout = cup.phases.at(-1)!;
    const extra = cup.phases.find((p) => p.state === FootballState.ExtraTime && p.kind === "play")!;
    expect(footballStateAt(cup, extra.startMs + 3 * MIN)).toMatchObject({
      state: FootballState.ExtraTime,
      clock: "94'",
    });
    expect(footballStateAt(cup, shootout.startMs)).toMatchObject({
      state: FootballState.Penalties,
      clock: "点球",
      penaltyScore: { home: 0, away: 0 },
    });
    const end = footballStateAt(cup, cup.endMs);
    expect(end.penaltyScore).toEqual(cup.penaltyScore);
    expect(end.homeScore).toBe(end.awayScore);
  });
});
