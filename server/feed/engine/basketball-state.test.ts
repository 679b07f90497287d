import { describe, expect, it } from "vitest";
import { isBasketballStateCode } from "@/lib/codes/basketball-state-labels";
import { generateBasketballScript } from "./basketball-script";
import { basketballStateAt, basketballStateAtTime } from "./basketball-state";
import { basketballInput, seeds } from "./engine-fixtures";
import type { BasketballPlayerLine } from "./basketball-types";
import type { BasketballScript, BasketballSnapshot } from "./types";

const MIN = 60_000;
const scripts = seeds(300).map((seed) => generateBasketballScript(basketballInput(seed)));
const COUNTED: (keyof BasketballPlayerLine)[] = [
  "minutesPlayed",
  "points",
  "fieldGoalsAttempted",
  "threePointsScored",
  "freeThrowsAttempted",
  "rebounds",
  "assists",
  "steals",
  "blocks",
  "turnovers",
  "fouls",
];

function timeline(s: BasketballScript, stepMs: number): BasketballSnapshot[] {
  const shots: BasketballSnapshot[] = [];
  for (let t = -MIN; t <= s.endMs + 5 * MIN; t += stepMs) shots.push(basketballStateAt(s, t));
  return shots;
}

describe("basketballStateAt", () => {
  it("moves forward only through SPEC codes: 1, 2-8 in order, 9 after a level fourth quarter, 10", () => {
    for (const s of scripts) {
      const states = [...new Set(timeline(s, 30_000).map((x) => x.state))];
      for (const st of states) expect(isBasketballStateCode(st)).toBe(true);
      expect(states).toEqual([1, 2, 3, 4, 5, 6, 7, 8, ...(s.periods.length > 4 ? [9] : []), 10]);
    }
  });

  it("never takes back a point, a quarter score, a box-score line or number", () => {
    const problems: string[] = [];
    for (const s of scripts.slice(0, 120)) {
      let prev: BasketballSnapshot | null = null;
      for (const now of timeline(s, 90_000)) {
        if (prev) {
          if (now.homeScore < prev.homeScore || now.awayScore < prev.awayScore)
            problems.push(`${s.seed}: score`);
          for (const side of ["home", "away"] as const) {
            prev.periodScores[side].forEach(
              (q, i) => now.periodScores[side][i] < q && problems.push(`${s.seed}: period ${i + 1}`),
            );
            const lines = new Map(now.box[side].map((l) => [l.playerId, l]));
            for (const before of prev.box[side]) {
              const line = lines.get(before.playerId);
              if (!line) problems.push(`${s.seed}: line of ${before.playerId} gone`);
              for (const key of COUNTED)
                if (line && (line[key] as number) < (before[key] as number))
                  problems.push(`${s.seed}: ${String(key)}`);
            }
          }
        }
        const points = (side: "home" | "away") => now.box[side].reduce((a, l) => a + l.points, 0);
        const quarters = (side: "home" | "away") => now.periodScores[side].reduce((a, b) => a + b, 0);
        if (points("home") !== now.homeScore || quarters("away") !== now.awayScore)
          problems.push(`${s.seed}: sums`);
        prev = now;
      }
    }
    expect(problems).toEqual([]);
  });

  it("shows the scoreboard clock and the breaks", () => {
    const s = scripts.find((x) => x.rules === "NBA")!;
    const [q1, q2, q3] = s.periods;
    expect(basketballStateAt(s, -1)).toMatchObject({ state: 1, clock: "未开赛", period: 0, homeScore: 0 });
    expect(basketballStateAt(s, 0)).toMatchObject({ state: 2, clock: "第一节 12:00", period: 1 });
    const at = q3.startMs + ((720 - 332) / 720) * (q3.endMs - q3.startMs);
    expect(basketballStateAt(s, at)).toMatchObject({ state: 6, clock: "第三节 05:32", period: 3 });
    expect(basketballStateAt(s, q1.endMs)).toMatchObject({
      state: 3,
      clock: "第一节完",
      periodScores: { home: [s.periodScores.home[0]] },
    });
    expect(basketballStateAt(s, q2.endMs + 10 * MIN)).toMatchObject({ state: 5, clock: "第二节完" });
    const end = basketballStateAt(s, s.endMs);
    expect(end).toMatchObject({
      state: 10,
      clock: "完场",
      homeScore: s.finalScore.home,
      periodScores: s.periodScores,
    });
    expect(basketballStateAtTime(s, s.kickoffMs)).toMatchObject({ clock: "第一节 12:00" });
  });

  it("labels overtime and waits at 00:00 of the fourth quarter before it", () => {
    const s = scripts.find((x) => x.periods.length > 4)!;
    const q4 = s.periods[3];
    expect(basketballStateAt(s, q4.endMs + 1000)).toMatchObject({ state: 8, clock: "第四节 00:00" });
    expect(basketballStateAt(s, s.periods[4].startMs)).toMatchObject({
      state: 9,
      clock: "加时 05:00",
      period: 5,
    });
  });
});
