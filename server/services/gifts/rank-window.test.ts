import { describe, expect, it } from "vitest";
import { rankWindowStart } from "./rank-window";

// Sunday 2026-11-22 00:30 in Beijing is still Saturday in UTC.
const now = Date.parse("2026-11-22T00:30:00+08:00");

describe("rankWindowStart", () => {
  it("starts today at midnight Beijing time", () => {
    expect(rankWindowStart("day", now)?.toISOString()).toBe("2026-11-21T16:00:00.000Z");
  });

  it("starts the week on Monday, counting Sunday as the week's last day", () => {
    expect(rankWindowStart("week", now)?.toISOString()).toBe("2026-11-15T16:00:00.000Z");
    const monday = Date.parse("2026-11-23T08:00:00+08:00");
    expect(rankWindowStart("week", monday)?.toISOString()).toBe("2026-11-22T16:00:00.000Z");
  });

  it("starts the month on the first, in Beijing time", () => {
    expect(rankWindowStart("month", Date.parse("2026-12-01T03:00:00+08:00"))?.toISOString()).toBe(
      "2026-11-30T16:00:00.000Z",
    );
  });

  it("has no start for all time", () => {
    expect(rankWindowStart("all", now)).toBeNull();
  });
});
