// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { RecordChart } from "./record-chart";
import { runningHitRate, type RecordPoint } from "./record-series";

afterEach(cleanup);

const points: RecordPoint[] = [
  { outcome: "hit", label: "11-01" },
  { outcome: "push", label: "11-02" },
  { outcome: "miss", label: "11-03" },
  { outcome: "hit", label: "11-04" },
];

describe("record chart", () => {
  it("runs the hit rate over decided plans only (走 changes nothing)", () => {
    expect(runningHitRate(points).map((p) => p.rate)).toEqual([100, 100, 50, 66.7]);
    expect(runningHitRate([{ outcome: "push", label: "x" }])[0]!.rate).toBeNull();
  });

  it("draws one dot per settled plan, coloured by outcome, higher for a better rate", () => {
    const { container } = render(
      <RecordChart points={points} title="近期战绩走势" legend="图例" outcomeLabel={(o) => o} />,
    );
    const dots = [...container.querySelectorAll("circle")];
    expect(dots.map((d) => d.getAttribute("data-outcome"))).toEqual(["hit", "push", "miss", "hit"]);
    const y = dots.map((d) => Number(d.getAttribute("cy")));
    expect(y[0]).toBeLessThan(y[2]!);
    expect(y[3]).toBeLessThan(y[2]!);
    expect(container.querySelector("svg")?.getAttribute("aria-label")).toBe("近期战绩走势");
  });
});
