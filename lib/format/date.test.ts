import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatMonthDay,
  formatMonthDayTime,
  formatRelative,
  formatTime,
  toZoned,
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
    expect(toZoned("2024-05-01 20:34:56")?.valueOf()).toBe(INSTANT);
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

describe("formatRelative", () => {
  const now = "2024-05-10 12:00:00";

  it("says 刚刚 within a minute", () => {
    expect(formatRelative("2024-05-10 11:59:30", now)).toBe("刚刚");
    expect(formatRelative("2024-05-10 12:00:20", now)).toBe("刚刚");
  });

  it("counts minutes, then hours within a day", () => {
    expect(formatRelative("2024-05-10 11:55:00", now)).toBe("5分钟前");
    expect(formatRelative("2024-05-10 11:00:01", now)).toBe("59分钟前");
    expect(formatRelative("2024-05-10 09:00:00", now)).toBe("3小时前");
    expect(formatRelative("2024-05-09 12:00:01", now)).toBe("23小时前");
  });

  it("says 昨天 for yesterday beyond 24 hours", () => {
    expect(formatRelative("2024-05-09 08:00:00", now)).toBe("昨天");
  });

  it("falls back to dates for older items", () => {
    expect(formatRelative("2024-05-01 20:34:56", now)).toBe("05-01 20:34");
    expect(formatRelative("2023-12-31 23:00:00", now)).toBe("2023-12-31");
  });

  it("uses the calendar of the display zone for yesterday", () => {
    // 23:00 on the 8th to 01:00 on the 10th in Beijing; in UTC those are the 8th and the 9th.
    const then = "2024-05-08 23:00:00";
    const later = "2024-05-10 01:00:00";
    expect(formatRelative(then, later)).toBe("05-08 23:00");
    expect(formatRelative(then, later, "UTC")).toBe("昨天");
  });
});
