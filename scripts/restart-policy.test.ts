import { describe, expect, it } from "vitest";
import { createRestartTracker, DEFAULT_RESTART_POLICY } from "./restart-policy";

const decide = (tracker: ReturnType<typeof createRestartTracker>, runs: number[]) =>
  runs.map((ranForMs) => {
    const d = tracker.onExit(ranForMs);
    return d.restart ? d.delayMs : d.reason;
  });

describe("restart policy", () => {
  it("doubles the delay from 0.5 s up to 30 s while the child keeps dying", () => {
    const tracker = createRestartTracker({ ...DEFAULT_RESTART_POLICY, giveUpAfter: 100 });
    expect(decide(tracker, Array(9).fill(1_000))).toEqual([
      500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it("starts again from the first delay after the child ran a while", () => {
    const tracker = createRestartTracker();
    expect(decide(tracker, [1_000, 1_000, 60_000, 2_000])).toEqual([500, 1000, 500, 1000]);
  });

  it("gives up on a child that dies five times in a row soon after starting", () => {
    const tracker = createRestartTracker();
    const result = decide(tracker, [100, 100, 100, 100, 100]);
    expect(result.slice(0, 4)).toEqual([500, 1000, 2000, 4000]);
    expect(result[4]).toBe("it died 5 times in a row, each within 60 s of starting");
  });

  it("keeps restarting a child that dies now and then after running a while", () => {
    const tracker = createRestartTracker();
    expect(decide(tracker, Array(10).fill(90_000))).toEqual(Array(10).fill(500));
  });
});
