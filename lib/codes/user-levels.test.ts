import { describe, expect, it } from "vitest";
import { experienceForLevel, levelForExperience, MAX_LEVEL } from "./user-levels";

describe("the level rule", () => {
  it("reaches LV n at 100·n² experience and not a point before", () => {
    expect(levelForExperience(0)).toBe(0);
    expect(levelForExperience(99)).toBe(0);
    expect(levelForExperience(100)).toBe(1);
    expect(levelForExperience(899)).toBe(2);
    expect(levelForExperience(900)).toBe(3);
    for (let lv = 1; lv <= MAX_LEVEL; lv++) {
      expect(levelForExperience(experienceForLevel(lv))).toBe(lv);
      expect(levelForExperience(experienceForLevel(lv) - 1)).toBe(lv - 1);
    }
  });

  it("stops at the top level and treats nonsense as no experience", () => {
    expect(levelForExperience(10_000_000)).toBe(MAX_LEVEL);
    expect(levelForExperience(-5)).toBe(0);
    expect(levelForExperience(Number.NaN)).toBe(0);
  });
});
