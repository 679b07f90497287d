import { describe, expect, it } from "vitest";
import { contrastRatio } from "./contrast";

describe("WCAG contrast", () => {
  it("gives black on white 21:1 and a colour on itself 1:1, in either order", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#cc2e24", "#cc2e24")).toBeCloseTo(1, 5);
  });
});
