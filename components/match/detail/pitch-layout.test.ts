import { describe, expect, it } from "vitest";
import { formationLines, placeStarters } from "./pitch-layout";

describe("formationLines", () => {
  it("reads the formation and falls back when it does not add up", () => {
    expect(formationLines("4-2-3-1", 10)).toEqual([4, 2, 3, 1]);
    expect(formationLines("", 10)).toEqual([4, 4, 2]);
    expect(formationLines("4-4-2", 9)).toEqual([3, 3, 3]);
  });
});

describe("placeStarters", () => {
  it("puts the home side in its own half, keeper deepest, lines spread across", () => {
    const spots = placeStarters(11, "4-3-3", "home");
    expect(spots).toHaveLength(11);
    expect(spots[0]).toEqual({ x: 0.05, y: 0.5 });
    for (const s of spots) expect(s.x).toBeLessThan(0.5);
    const back = spots.slice(1, 5);
    expect(new Set(back.map((s) => s.x)).size).toBe(1);
    expect(back.map((s) => s.y)).toEqual([0.2, 0.4, 0.6, 0.8]);
    expect(spots[10].x).toBeGreaterThan(spots[5].x);
  });

  it("mirrors the away side into the other half", () => {
    const home = placeStarters(11, "4-4-2", "home");
    const away = placeStarters(11, "4-4-2", "away");
    away.forEach((s, i) => {
      expect(s.x).toBeCloseTo(1 - home[i].x);
      expect(s.y).toBeCloseTo(1 - home[i].y);
    });
  });
});
