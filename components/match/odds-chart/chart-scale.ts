/** One quote in time: `minute` is null before kick-off; `values` line up with the chart's series. */
export type ChartPoint = { at: number; minute: number | null; values: (number | null)[] };
export type Box = { left: number; top: number; width: number; height: number };

/** Share of the width given to the days before kick-off when the chart also shows in-play moves. */
export const PREMATCH_SHARE = 0.55;
const FULL_TIME = 90;

export type TimeAxis = {
  x: (p: Pick<ChartPoint, "at" | "minute">) => number;
  /** Where the kick-off line goes; null when kick-off lies outside the chart. */
  kickoffX: number | null;
  /** In-play moves get their own part of the axis, by match minute. */
  split: boolean;
  firstAt: number;
  lastMinute: number;
};

const lerp = (v: number, d0: number, d1: number, r0: number, r1: number) =>
  d1 === d0 ? r0 : r0 + ((v - d0) / (d1 - d0)) * (r1 - r0);

/**
 * x of each point: before kick-off by clock time, in play by match minute. Days of pre-match moves
 * and 90 minutes of play differ by orders of magnitude, so each gets its own stretch of the axis.
 */
export function timeAxis(
  points: readonly ChartPoint[],
  kickoffMs: number,
  box: Box,
  fullTime = FULL_TIME,
): TimeAxis {
  const right = box.left + box.width;
  const pre = points.filter((p) => p.minute === null);
  const firstAt = Math.min(kickoffMs, ...points.map((p) => p.at));
  const inPlay = points.some((p) => p.minute !== null);
  if (inPlay) {
    const lastMinute = Math.max(fullTime, ...points.map((p) => p.minute ?? 0));
    const kickoffX = box.left + box.width * PREMATCH_SHARE;
    const preStart = pre.length ? Math.min(...pre.map((p) => p.at)) : kickoffMs;
    return {
      split: true,
      kickoffX,
      firstAt: preStart,
      lastMinute,
      x: (p) =>
        p.minute === null
          ? lerp(Math.min(p.at, kickoffMs), preStart, kickoffMs, box.left, kickoffX)
          : lerp(p.minute, 0, lastMinute, kickoffX, right),
    };
  }
  const end = Math.max(kickoffMs, ...points.map((p) => p.at));
  return {
    split: false,
    kickoffX:
      kickoffMs >= firstAt && kickoffMs <= end ? lerp(kickoffMs, firstAt, end, box.left, right) : null,
    firstAt,
    lastMinute: 0,
    x: (p) => lerp(p.at, firstAt, end, box.left, right),
  };
}

function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const f = raw / power;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10) * power;
}

export type ValueAxis = { y: (v: number) => number; ticks: number[]; min: number; max: number };

/** y of each value with a little room above and below; ticks at round steps (or `fixedStep`) inside the range. */
export function valueAxis(values: readonly (number | null)[], box: Box, fixedStep?: number): ValueAxis {
  const present = values.filter((v): v is number => v !== null && Number.isFinite(v));
  const lo = present.length ? Math.min(...present) : 0;
  const hi = present.length ? Math.max(...present) : 1;
  const pad = hi > lo ? (hi - lo) * 0.12 : Math.max(Math.abs(hi) * 0.05, 0.05);
  const min = lo - pad;
  const max = hi + pad;
  const step = fixedStep ?? niceStep((max - min) / 4);
  const ticks: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max + 1e-9; v += step) ticks.push(Number(v.toFixed(6)));
  const bottom = box.top + box.height;
  return { min, max, ticks, y: (v) => lerp(v, min, max, bottom, box.top) };
}

/** A quote holds until the next move: horizontal, then vertical, through the series' points. */
export function stepPath(coords: readonly { x: number; y: number }[]): string {
  return coords
    .map((c, i) => {
      const r = (n: number) => Math.round(n * 10) / 10;
      if (i === 0) return `M${r(c.x)} ${r(c.y)}`;
      return `H${r(c.x)}V${r(c.y)}`;
    })
    .join("");
}
