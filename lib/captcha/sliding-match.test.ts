import { describe, expect, it } from "vitest";
import { isSlidingMatch } from "./sliding-match";

describe("isSlidingMatch", () => {
  it("converts the dragged offset back to image pixels before comparing", () => {
    // Image shown at half size: 60 px dragged = 120 px in the image.
    expect(isSlidingMatch(60, 0.5, 120)).toBe(true);
    expect(isSlidingMatch(60, 1, 120)).toBe(false);
  });

  it("forgives 6 px either way and no more", () => {
    expect(isSlidingMatch(126, 1, 120)).toBe(true);
    expect(isSlidingMatch(114, 1, 120)).toBe(true);
    expect(isSlidingMatch(126.5, 1, 120)).toBe(false);
    expect(isSlidingMatch(113.5, 1, 120)).toBe(false);
  });

  it("rejects nonsense scales and offsets", () => {
    expect(isSlidingMatch(120, 0, 120)).toBe(false);
    expect(isSlidingMatch(120, -1, 120)).toBe(false);
    expect(isSlidingMatch(Number.NaN, 1, 120)).toBe(false);
  });
});
