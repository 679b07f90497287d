import { describe, expect, it } from "vitest";
import { ageOn } from "./age";

describe("ageOn", () => {
  it("counts whole years on the Beijing day, the birthday itself included", () => {
    const now = Date.parse("2026-11-24T01:00:00+08:00");
    expect(ageOn("2000-11-24", now)).toBe(26);
    expect(ageOn("2000-11-25", now)).toBe(25);
    expect(ageOn("1999-01-01", now)).toBe(27);
  });
});
