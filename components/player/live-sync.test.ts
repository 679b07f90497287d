import { describe, expect, it } from "vitest";
import { catchUpTarget, createStallWatch, LIVE_SYNC, reconnectDelay } from "./live-sync";

const ranges = (...pairs: [number, number][]) => ({
  length: pairs.length,
  start: (i: number) => pairs[i][0],
  end: (i: number) => pairs[i][1],
});

describe("catchUpTarget", () => {
  it("jumps to 0.2 s before the newest data when more than 0.5 s behind", () => {
    expect(catchUpTarget(ranges([0, 4], [5, 10.8]), 10)).toBeCloseTo(10.6);
    expect(catchUpTarget(ranges([0, 12]), 3)).toBeCloseTo(12 - LIVE_SYNC.targetLagSeconds);
  });

  it("stays put when close to the edge or with nothing buffered", () => {
    expect(catchUpTarget(ranges([0, 10.5]), 10)).toBeNull();
    expect(catchUpTarget(ranges([0, 10.3]), 10)).toBeNull();
    expect(catchUpTarget(ranges(), 0)).toBeNull();
  });
});

describe("reconnectDelay", () => {
  it("doubles from one second and caps at fifteen", () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 15000, 15000, 15000]);
  });
});

describe("createStallWatch", () => {
  it("reports a stall only after the buffered end stops growing for the stall time", () => {
    let t = 0;
    const watch = createStallWatch(() => t);
    expect(watch.stalled(1)).toBe(false);
    t = LIVE_SYNC.stallMs - 1;
    expect(watch.stalled(1)).toBe(false);
    t = LIVE_SYNC.stallMs + 1;
    expect(watch.stalled(1)).toBe(true);
    expect(watch.stalled(2)).toBe(false);
    watch.reset();
    t += LIVE_SYNC.stallMs;
    expect(watch.stalled(null)).toBe(true);
  });
});
