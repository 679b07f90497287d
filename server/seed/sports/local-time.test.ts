import { describe, expect, it } from "vitest";
import { zonedTime, zoneOffsetMinutes } from "./local-time";

describe("zoneOffsetMinutes", () => {
  it("follows a zone's daylight saving and a fixed zone's one offset", () => {
    expect(zoneOffsetMinutes("Europe/London", Date.UTC(2026, 0, 15, 12))).toBe(0);
    expect(zoneOffsetMinutes("Europe/London", Date.UTC(2026, 6, 15, 12))).toBe(60);
    expect(zoneOffsetMinutes("America/New_York", Date.UTC(2026, 10, 25, 0, 30))).toBe(-300);
    expect(zoneOffsetMinutes("Asia/Tokyo", Date.UTC(2026, 6, 15, 12))).toBe(540);
  });
});

describe("zonedTime", () => {
  it("turns a local kick-off slot into its instant", () => {
    expect(zonedTime("Europe/London", "2026-11-21", 0, 15, 0)).toBe(Date.UTC(2026, 10, 21, 15, 0));
    // 19:30 in New York is the next day in UTC.
    expect(zonedTime("America/New_York", "2026-11-24", 0, 19, 30)).toBe(Date.UTC(2026, 10, 25, 0, 30));
    expect(zonedTime("Asia/Tokyo", "2026-11-20", 2, 14, 0)).toBe(Date.UTC(2026, 10, 22, 5, 0));
  });

  it("uses the day's own offset on the days clocks change", () => {
    // British Summer Time starts at 01:00 UTC on 29 March 2026 and ends on 25 October.
    expect(zonedTime("Europe/London", "2026-03-29", 0, 15, 0)).toBe(Date.UTC(2026, 2, 29, 14, 0));
    expect(zonedTime("Europe/London", "2026-10-25", 0, 15, 0)).toBe(Date.UTC(2026, 9, 25, 15, 0));
    expect(zonedTime("Europe/London", "2026-03-29", 0, 0, 30)).toBe(Date.UTC(2026, 2, 29, 0, 30));
  });
});
