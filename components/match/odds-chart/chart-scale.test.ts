import { describe, expect, it } from "vitest";
import { PREMATCH_SHARE, stepPath, timeAxis, valueAxis, type ChartPoint } from "./chart-scale";

const box = { left: 40, top: 10, width: 600, height: 200 };
const HOUR = 3_600_000;
const kickoff = Date.parse("2026-11-22T20:00:00+08:00");
const pre = (hoursBefore: number, v: number): ChartPoint => ({
  at: kickoff - hoursBefore * HOUR,
  minute: null,
  values: [v],
});
const live = (minute: number, v: number): ChartPoint => ({
  at: kickoff + minute * 60_000,
  minute,
  values: [v],
});
const inside = (x: number) => x >= box.left - 1e-9 && x <= box.left + box.width + 1e-9;

describe("timeAxis", () => {
  it("maps pre-match moves by time, ending at the kick-off mark on the right edge", () => {
    const points = [pre(48, 1.9), pre(24, 1.95), pre(2, 2)];
    const axis = timeAxis(points, kickoff, box);
    expect(axis.split).toBe(false);
    expect(axis.x(points[0])).toBe(box.left);
    expect(axis.kickoffX).toBe(box.left + box.width);
    expect(axis.x(points[1])).toBeCloseTo(box.left + box.width / 2);
    for (const p of points) expect(inside(axis.x(p))).toBe(true);
  });

  it("gives in-play moves their own stretch after the kick-off mark, by minute", () => {
    const points = [pre(48, 1.9), pre(6, 2), live(20, 2.1), live(45, 2.4), live(90, 3)];
    const axis = timeAxis(points, kickoff, box);
    const mark = box.left + box.width * PREMATCH_SHARE;
    expect(axis.split).toBe(true);
    expect(axis.kickoffX).toBeCloseTo(mark);
    expect(axis.x(points[1])).toBeLessThan(mark);
    expect(axis.x(points[2])).toBeGreaterThan(mark);
    expect(axis.x(points[3])).toBeCloseTo(mark + (box.width * (1 - PREMATCH_SHARE)) / 2);
    expect(axis.x(points[4])).toBeCloseTo(box.left + box.width);
    const xs = points.map(axis.x);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    for (const x of xs) expect(inside(x)).toBe(true);
  });

  it("stretches the in-play part to stoppage and extra time", () => {
    const axis = timeAxis([pre(3, 2), live(118, 2)], kickoff, box);
    expect(axis.lastMinute).toBe(118);
    expect(axis.x({ at: 0, minute: 118 })).toBeCloseTo(box.left + box.width);
  });
});

describe("valueAxis", () => {
  it("keeps every value inside the box, higher values higher up", () => {
    const values = [1.85, 2.1, null, 3.4];
    const axis = valueAxis(values, box);
    for (const v of [1.85, 2.1, 3.4]) {
      expect(axis.y(v)).toBeGreaterThan(box.top);
      expect(axis.y(v)).toBeLessThan(box.top + box.height);
    }
    expect(axis.y(3.4)).toBeLessThan(axis.y(1.85));
    for (const tick of axis.ticks) expect(tick).toBeGreaterThanOrEqual(axis.min);
    expect(axis.ticks.length).toBeGreaterThanOrEqual(3);
  });

  it("centres a flat series", () => {
    const axis = valueAxis([0.9, 0.9], box);
    expect(axis.y(0.9)).toBeCloseTo(box.top + box.height / 2);
  });
});

describe("stepPath", () => {
  it("holds each value until the next move", () => {
    expect(
      stepPath([
        { x: 0, y: 10 },
        { x: 5, y: 20 },
        { x: 8, y: 20 },
      ]),
    ).toBe("M0 10H5V20H8V20");
  });
});
