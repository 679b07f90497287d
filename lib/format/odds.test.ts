import { describe, expect, it } from "vitest";
import { formatHandicap, formatOdds, formatTotalLine } from "./odds";

describe("formatHandicap", () => {
  it.each([
    [0, "平手"],
    [0.25, "平手/半球"],
    [0.5, "半球"],
    [0.75, "半球/一球"],
    [1, "一球"],
    [1.25, "一球/球半"],
    [1.5, "球半"],
    [1.75, "球半/两球"],
    [2, "两球"],
    [2.5, "两球半"],
    [2.75, "两球半/三球"],
    [3, "三球"],
    [9.75, "九球半/十球"],
    [10, "十球"],
  ])("labels %s as %s", (value, label) => {
    expect(formatHandicap(value)).toBe(label);
  });

  it("shows the number beyond ten balls", () => {
    expect(formatHandicap(12)).toBe("12");
    expect(formatHandicap(10.5)).toBe("10.5");
    expect(formatHandicap(14)).toBe("14");
  });

  it("prefixes negative lines with 受", () => {
    expect(formatHandicap(-0.5)).toBe("受半球");
    expect(formatHandicap(-0.25)).toBe("受平手/半球");
    expect(formatHandicap(-12)).toBe("受12");
    expect(formatHandicap(-0)).toBe("平手");
  });

  it("reads numeric and split-line strings", () => {
    expect(formatHandicap("0.75")).toBe("半球/一球");
    expect(formatHandicap("0/0.5")).toBe("平手/半球");
    expect(formatHandicap("-0.5/1")).toBe("受半球/一球");
  });

  it("shows a dash for missing lines and the number off the quarter grid", () => {
    expect(formatHandicap(null)).toBe("-");
    expect(formatHandicap("")).toBe("-");
    expect(formatHandicap(0.3)).toBe("0.3");
  });
});

describe("formatTotalLine", () => {
  it("splits quarter lines and keeps whole and half lines", () => {
    expect(formatTotalLine(2.75)).toBe("2.5/3");
    expect(formatTotalLine(2.25)).toBe("2/2.5");
    expect(formatTotalLine(2.5)).toBe("2.5");
    expect(formatTotalLine(3)).toBe("3");
    expect(formatTotalLine(215.5)).toBe("215.5");
    expect(formatTotalLine("2.5/3")).toBe("2.5/3");
    expect(formatTotalLine(undefined)).toBe("-");
  });
});

describe("formatOdds", () => {
  it("shows two decimals and a dash when missing", () => {
    expect(formatOdds(1.9)).toBe("1.90");
    expect(formatOdds("2.125")).toBe("2.13");
    expect(formatOdds(0.85)).toBe("0.85");
    expect(formatOdds(null)).toBe("-");
  });
});
