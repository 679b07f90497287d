import { describe, expect, it } from "vitest";
import { clockLabel, minuteLabel } from "./match-minute";

describe("minuteLabel", () => {
  it("shows stoppage time after a plus", () => {
    expect(minuteLabel(67)).toBe("67'");
    expect(minuteLabel(45, 2)).toBe("45+2'");
    expect(minuteLabel(90, 0)).toBe("90'");
  });
});

describe("clockLabel", () => {
  it("adds the minute mark to a running clock and leaves words alone", () => {
    expect(clockLabel("67")).toBe("67'");
    expect(clockLabel("45+2")).toBe("45+2'");
    expect(clockLabel("23'")).toBe("23'");
    expect(clockLabel("中场")).toBe("中场");
    expect(clockLabel("")).toBe("");
    expect(clockLabel(null)).toBe("");
  });
});
