import { describe, expect, it } from "vitest";
import { formatRelative, formatUntil } from "./relative-time";

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

describe("formatUntil", () => {
  const now = "2024-05-10 12:00:00";

  it("says the time on the same Beijing day and the date on a later one", () => {
    expect(formatUntil("2024-05-10 23:59:00", now)).toBe("23:59");
    expect(formatUntil("2024-05-11 00:10:00", now)).toBe("05-11 00:10");
    expect(formatUntil("2026-05-01T12:30:00.000Z", Date.parse("2026-04-30T02:00:00.000Z"))).toBe(
      "05-01 20:30",
    );
    expect(formatUntil("bad", now)).toBe("");
  });
});
