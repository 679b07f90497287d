import { describe, expect, it } from "vitest";
import { DANMAKU, laneBusyMs, laneCount, pickLane, textWidthPx } from "./danmaku-lanes";

describe("danmaku lanes", () => {
  it("takes the top-most free lane", () => {
    expect(pickLane([0, 0, 0], 100)).toBe(0);
    expect(pickLane([500, 50, 0], 100)).toBe(1);
  });

  it("spreads a burst onto the lane that frees first instead of stacking on the top one", () => {
    expect(pickLane([900, 300, 600], 100)).toBe(1);
  });

  it("keeps a long line's lane busy longer than a short one's", () => {
    const short = laneBusyMs(textWidthPx("好球"), 800);
    const long = laneBusyMs(textWidthPx("这脚远射太漂亮了，门将完全没有反应"), 800);
    expect(long).toBeGreaterThan(short);
    expect(long).toBeLessThan(DANMAKU.durationMs);
  });

  it("measures CJK glyphs wider than Latin ones", () => {
    expect(textWidthPx("进球")).toBeGreaterThan(textWidthPx("go"));
  });

  it("uses the upper part of the picture, at least one lane", () => {
    expect(laneCount(10)).toBe(1);
    expect(laneCount(480)).toBe(Math.floor((480 * DANMAKU.areaShare) / DANMAKU.laneHeightPx));
  });
});
