import { describe, expect, it } from "vitest";
import { quoteCells, trendOf } from "./odds-cells";

describe("quoteCells", () => {
  it("prints 欧赔 as three odds and marks moves against the opening", () => {
    const cells = quoteCells(
      1,
      { home: 1.9, draw: 3.4, away: 4.1, line: null },
      { home: 1.85, draw: 3.4, away: 4.3, line: null },
    );
    expect(cells.map((c) => c.text)).toEqual(["1.90", "3.40", "4.10"]);
    expect(cells.map((c) => c.trend)).toEqual(["up", null, "down"]);
  });

  it("prints 亚盘 lines in words and 大小球 lines as 2.5/3", () => {
    expect(quoteCells(2, { home: 0.92, draw: null, away: 0.96, line: 0.25 }).map((c) => c.text)).toEqual([
      "0.92",
      "平手/半球",
      "0.96",
    ]);
    expect(quoteCells(2, { home: 0.92, draw: null, away: 0.96, line: -0.5 })[1].text).toBe("受半球");
    expect(quoteCells(3, { home: 0.9, draw: null, away: 0.98, line: 2.75 })[1].text).toBe("2.5/3");
  });

  it("has no trend without a value to compare with", () => {
    expect(trendOf(null, 1)).toBeNull();
    expect(quoteCells(1, { home: 2, draw: 3, away: 4, line: null }).every((c) => c.trend === null)).toBe(
      true,
    );
  });
});
