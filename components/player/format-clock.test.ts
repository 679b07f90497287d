import { describe, expect, it } from "vitest";
import { formatClock } from "./format-clock";

describe("formatClock", () => {
  it("shows minutes and seconds, hours only past an hour", () => {
    expect(formatClock(0)).toBe("00:00");
    expect(formatClock(65.9)).toBe("01:05");
    expect(formatClock(3599)).toBe("59:59");
    expect(formatClock(3723)).toBe("1:02:03");
  });

  it("shows 00:00 for times the player does not know yet", () => {
    expect(formatClock(Number.NaN)).toBe("00:00");
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe("00:00");
    expect(formatClock(-1)).toBe("00:00");
  });
});
