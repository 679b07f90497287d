import { describe, expect, it } from "vitest";
import { basketLine, moveOf, quoteCells } from "./odds-format";

const labels = { homeGives: "主让", awayGives: "客让", level: "平" };

describe("basketball odds formatting", () => {
  it("names the giving side of a 让分 line and shows 大小分 as the total", () => {
    expect(basketLine(2, 5.5, labels)).toBe("主让 5.5");
    expect(basketLine(2, -3.5, labels)).toBe("客让 3.5");
    expect(basketLine(2, 0, labels)).toBe("平");
    expect(basketLine(3, 215.5, labels)).toBe("215.5");
    expect(basketLine(3, null, labels)).toBe("-");
  });

  it("lays a quote out as home, line, away (two cells for 欧赔)", () => {
    const q = { home: 0.9, draw: null, away: 0.92, line: 6.5 };
    expect(quoteCells(2, q, (l) => String(l))).toEqual(["0.90", "6.5", "0.92"]);
    expect(quoteCells(1, { ...q, home: 1.5, away: 2.6, line: null }, () => "")).toEqual(["1.50", "2.60"]);
  });

  it("tells the direction of a move", () => {
    expect(moveOf(0.9, 0.95)).toBe("up");
    expect(moveOf(0.9, 0.85)).toBe("down");
    expect(moveOf(0.9, 0.9)).toBe("same");
    expect(moveOf(null, 0.9)).toBe("same");
  });
});
