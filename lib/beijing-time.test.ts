import { describe, expect, it } from "vitest";
import {
  beijingClock,
  beijingDate,
  beijingDayStart,
  beijingMonthStart,
  businessDate,
  businessDayRange,
  isCalendarDate,
  shiftDate,
} from "./beijing-time";

// 2026-11-22 07:30 in Beijing is still 2026-11-21 in UTC.
const morning = Date.parse("2026-11-22T07:30:00+08:00");

describe("Beijing time", () => {
  it("names the Beijing calendar day and clock, not the runtime's", () => {
    expect(beijingDate(morning)).toBe("2026-11-22");
    expect(beijingClock(morning)).toBe("07:30");
    expect(beijingDayStart("2026-11-22")).toBe(Date.parse("2026-11-22T00:00:00+08:00"));
    expect(beijingMonthStart(morning)).toBe(Date.parse("2026-11-01T00:00:00+08:00"));
  });

  it("puts a morning game on the business day before (days run noon to noon)", () => {
    expect(businessDate(morning)).toBe("2026-11-21");
    expect(businessDate(Date.parse("2026-11-22T12:00:00+08:00"))).toBe("2026-11-22");
    expect(businessDayRange("2026-11-22").from.toISOString()).toBe("2026-11-22T04:00:00.000Z");
    expect(shiftDate("2026-11-30", 1)).toBe("2026-12-01");
  });

  it("accepts only real calendar dates written YYYY-MM-DD", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    for (const bad of ["2023-02-29", "2024-2-29", "2024-02-29x", "1899-12-31", ""]) {
      expect(isCalendarDate(bad)).toBe(false);
    }
    expect(() => beijingDayStart("2026-13-01")).toThrow(RangeError);
  });
});
