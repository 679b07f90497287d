import { describe, expect, it } from "vitest";
import { formatMonthDayTime, formatTime } from "@/lib/format/date";
import { kickoffDayTime, kickoffTime } from "./kickoff-time";

describe("kick-off times in China time", () => {
  it("match the shared date formats", () => {
    for (const iso of ["2026-11-21T12:00:00.000Z", "2026-11-21T16:05:00.000Z", "2026-12-31T23:59:00.000Z"]) {
      expect(kickoffTime(iso)).toBe(formatTime(iso));
      expect(kickoffDayTime(iso)).toBe(formatMonthDayTime(iso));
    }
    expect(kickoffTime("2026-11-21T16:05:00.000Z")).toBe("00:05");
  });
});
