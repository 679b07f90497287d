// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PREMATCH_SHARE, type ChartPoint } from "./chart-scale";
import { OddsChart } from "./odds-chart";

afterEach(cleanup);

const kickoff = Date.parse("2026-11-22T20:00:00+08:00");
const HOUR = 3_600_000;
const points: ChartPoint[] = [
  { at: kickoff - 72 * HOUR, minute: null, values: [0.92, 0.94] },
  { at: kickoff - 5 * HOUR, minute: null, values: [0.88, 0.98] },
  { at: kickoff + 30 * 60_000, minute: 30, values: [1.02, 0.84] },
  { at: kickoff + 75 * 60_000, minute: 75, values: [0.75, 1.11] },
];
const series = [
  { label: "主水", colour: "#e8372c" },
  { label: "客水", colour: "#1a9c5b" },
];
// The chart's plot area inside its 760-wide viewBox (see MARGIN in odds-chart.tsx).
const plot = { left: 56, right: 740, top: 16, bottom: 220 - 30 };

function renderChart(data: ChartPoint[]) {
  const { container } = render(
    <OddsChart
      points={data}
      series={series}
      kickoffMs={kickoff}
      kickoffLabel="开赛"
      title="皇冠亚盘走势图"
      formatTime={() => "11-19 20:00"}
    />,
  );
  return container;
}

describe("OddsChart", () => {
  it("draws every quote of every series inside the plot area", () => {
    const container = renderChart(points);
    const dots = [...container.querySelectorAll("circle")];
    expect(dots).toHaveLength(points.length * series.length);
    for (const dot of dots) {
      const cx = Number(dot.getAttribute("cx"));
      const cy = Number(dot.getAttribute("cy"));
      expect(cx).toBeGreaterThanOrEqual(plot.left);
      expect(cx).toBeLessThanOrEqual(plot.right);
      expect(cy).toBeGreaterThan(plot.top);
      expect(cy).toBeLessThan(plot.bottom);
    }
    const home = [...container.querySelectorAll('[data-series="主水"] circle')].map((c) =>
      Number(c.getAttribute("cy")),
    );
    // The highest water (1.02) sits highest, the lowest (0.75) lowest.
    expect(Math.min(...home)).toBe(home[2]);
    expect(Math.max(...home)).toBe(home[3]);
  });

  it("marks kick-off between the last pre-match and the first in-play quote", () => {
    const container = renderChart(points);
    const marker = container.querySelector('[data-testid="kickoff-marker"] line')!;
    const x = Number(marker.getAttribute("x1"));
    expect(x).toBeCloseTo(plot.left + (plot.right - plot.left) * PREMATCH_SHARE);
    const xs = [...container.querySelectorAll('[data-series="客水"] circle')].map((c) =>
      Number(c.getAttribute("cx")),
    );
    expect(xs[1]).toBeLessThan(x);
    expect(xs[2]).toBeGreaterThan(x);
    expect(container.textContent).toContain("开赛");
  });

  it("puts the kick-off mark at the right edge before the match starts", () => {
    const container = renderChart(points.slice(0, 2));
    const marker = container.querySelector('[data-testid="kickoff-marker"] line')!;
    expect(Number(marker.getAttribute("x1"))).toBeCloseTo(plot.right);
  });
});
