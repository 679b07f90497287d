import { stepPath, timeAxis, valueAxis, type ChartPoint } from "./chart-scale";

export type ChartSeries = { label: string; colour: string };

type Props = {
  points: readonly ChartPoint[];
  series: readonly ChartSeries[];
  kickoffMs: number;
  kickoffLabel: string;
  title: string;
  formatValue?: (v: number) => string;
  formatTime: (ms: number) => string;
  height?: number;
  /** Tick spacing, e.g. 0.25 for handicap lines; round steps by default. */
  tickStep?: number;
  /** Minutes of a full game for the in-play stretch (football 90, basketball 48 or 40). */
  fullTime?: number;
};

const WIDTH = 760;
const MARGIN = { left: 56, right: 20, top: 16, bottom: 30 };

/** A step line per series over time (hand-written SVG, no chart library), with the kick-off marked. */
export function OddsChart({
  points,
  series,
  kickoffMs,
  kickoffLabel,
  title,
  formatValue = (v) => v.toFixed(2),
  formatTime,
  height = 220,
  tickStep,
  fullTime,
}: Props) {
  const box = {
    left: MARGIN.left,
    top: MARGIN.top,
    width: WIDTH - MARGIN.left - MARGIN.right,
    height: height - MARGIN.top - MARGIN.bottom,
  };
  const time = timeAxis(points, kickoffMs, box, fullTime);
  const value = valueAxis(
    points.flatMap((p) => p.values),
    box,
    tickStep,
  );
  const bottom = box.top + box.height;
  const label = (x: number, text: string, anchor: "start" | "middle" | "end" = "middle") => (
    <text x={x} y={bottom + 18} textAnchor={anchor} fontSize="11" fill="#9aa0ad">
      {text}
    </text>
  );
  return (
    <figure className="w-full">
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        className="w-full"
        role="img"
        aria-label={title}
        data-testid="odds-chart"
      >
        {value.ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={box.left}
              x2={box.left + box.width}
              y1={value.y(tick)}
              y2={value.y(tick)}
              stroke="#eef0f3"
            />
            <text x={box.left - 8} y={value.y(tick) + 4} textAnchor="end" fontSize="11" fill="#9aa0ad">
              {formatValue(tick)}
            </text>
          </g>
        ))}
        <line x1={box.left} x2={box.left + box.width} y1={bottom} y2={bottom} stroke="#d5d8de" />
        {label(box.left, formatTime(time.firstAt), "start")}
        {time.kickoffX !== null ? (
          <g data-testid="kickoff-marker">
            <line
              x1={time.kickoffX}
              x2={time.kickoffX}
              y1={box.top}
              y2={bottom}
              stroke="#e8372c"
              strokeDasharray="4 3"
            />
            {label(time.kickoffX, kickoffLabel, time.kickoffX > box.left + box.width - 20 ? "end" : "middle")}
          </g>
        ) : null}
        {time.split ? label(box.left + box.width, `${time.lastMinute}'`, "end") : null}
        {series.map((s, i) => {
          const coords = points
            .filter((p) => p.values[i] !== null && p.values[i] !== undefined)
            .map((p) => ({ x: time.x(p), y: value.y(p.values[i] as number), v: p.values[i] as number }));
          return (
            <g key={s.label} data-series={s.label}>
              <path d={stepPath(coords)} fill="none" stroke={s.colour} strokeWidth="2" />
              {coords.map((c, j) => (
                <circle key={j} cx={c.x} cy={c.y} r="3" fill="#fff" stroke={s.colour} strokeWidth="1.5">
                  <title>{`${s.label} ${formatValue(c.v)}`}</title>
                </circle>
              ))}
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-1 flex justify-center gap-4 text-xs text-ink-soft">
        {series.map((s) => (
          <span key={s.label} className="flex items-center gap-1">
            <span className="inline-block h-0.5 w-4" style={{ backgroundColor: s.colour }} />
            {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
