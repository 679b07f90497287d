import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatMonthDay,
  formatMonthDayTime,
  formatTime,
  toInstant,
} from "./date";

// 2024-05-01 12:34:56 UTC is 20:34:56 in Beijing.
const INSTANT = Date.UTC(2024, 4, 1, 12, 34, 56);

describe("date formats", () => {
  it("formats in Beijing time by default", () => {
    expect(formatDateTime(INSTANT)).toBe("2024-05-01 20:34:56");
    expect(formatDate(INSTANT)).toBe("2024-05-01");
    expect(formatMonthDayTime(INSTANT)).toBe("05-01 20:34");
    expect(formatMonthDay(INSTANT)).toBe("05-01");
    expect(formatTime(INSTANT)).toBe("20:34");
  });

  it("crosses the date line in Beijing before UTC does", () => {
    expect(formatDate(Date.UTC(2024, 11, 31, 16, 30))).toBe("2025-01-01");
  });

  it("accepts Date, Dayjs and ISO strings with an offset", () => {
    expect(formatDateTime(new Date(INSTANT))).toBe("2024-05-01 20:34:56");
    expect(formatDateTime(dayjs(INSTANT))).toBe("2024-05-01 20:34:56");
    expect(formatDateTime("2024-05-01T12:34:56Z")).toBe("2024-05-01 20:34:56");
    expect(formatDateTime("2024-05-01T20:34:56+08:00")).toBe("2024-05-01 20:34:56");
  });

  it("reads API strings without an offset as Beijing time", () => {
    expect(toInstant("2024-05-01 20:34:56")).toBe(INSTANT);
    expect(toInstant("2024-05-01T20:34:56.5")).toBe(INSTANT + 500);
    expect(formatDate("2024-05-01")).toBe("2024-05-01");
    expect(formatTime("2024-05-01 20:34:56", "UTC")).toBe("12:34");
  });

  it("formats in another zone on request", () => {
    expect(formatDateTime(INSTANT, "UTC")).toBe("2024-05-01 12:34:56");
    expect(formatMonthDayTime(INSTANT, "America/New_York")).toBe("05-01 08:34");
  });

  it("returns an empty string for missing or invalid input", () => {
    expect(formatDateTime(null)).toBe("");
    expect(formatDateTime(undefined)).toBe("");
    expect(formatDateTime("")).toBe("");
    expect(formatDateTime("not a date")).toBe("");
    expect(formatDateTime(Number.NaN)).toBe("");
  });
});
