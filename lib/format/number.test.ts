import { describe, expect, it } from "vitest";
import { formatCompact, formatNumber, toNumber } from "./number";

describe("formatNumber", () => {
  it("adds thousands separators and two decimals by default", () => {
    expect(formatNumber(1234567.891)).toBe("1,234,567.89");
    expect(formatNumber(0)).toBe("0.00");
    expect(formatNumber(-9876.5)).toBe("-9,876.50");
  });

  it("takes a decimals argument", () => {
    expect(formatNumber(1234.5, 0)).toBe("1,235");
    expect(formatNumber(1.23456, 4)).toBe("1.2346");
  });

  it("reads numeric strings and shows missing values as zero", () => {
    expect(formatNumber("12345.6")).toBe("12,345.60");
    expect(formatNumber(null)).toBe("0.00");
    expect(formatNumber(undefined)).toBe("0.00");
    expect(formatNumber("abc")).toBe("0.00");
  });
});

describe("formatCompact", () => {
  it("keeps counts under ten thousand as plain integers", () => {
    expect(formatCompact(0)).toBe("0");
    expect(formatCompact(9999)).toBe("9999");
  });

  it("uses 万 and 亿 with one decimal, rounding down", () => {
    expect(formatCompact(10_000)).toBe("1万");
    expect(formatCompact(12_345)).toBe("1.2万");
    expect(formatCompact(19_999)).toBe("1.9万");
    expect(formatCompact(99_999_999)).toBe("9999.9万");
    expect(formatCompact(340_000_000)).toBe("3.4亿");
  });

  it("handles strings, negatives and garbage", () => {
    expect(formatCompact("56789")).toBe("5.6万");
    expect(formatCompact(-12_345)).toBe("-1.2万");
    expect(formatCompact(undefined)).toBe("0");
  });
});

describe("toNumber", () => {
  it("parses separators and rejects blanks", () => {
    expect(toNumber("1,234.5")).toBe(1234.5);
    expect(toNumber("  ")).toBeNaN();
  });
});
