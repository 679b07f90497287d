import { runningHitRate, type Outcome, type RecordPoint } from "./record-series";

const WIDTH = 760;
const HEIGHT = 200;
const MARGIN = { left: 44, right: 16, top: 14, bottom: 28 };
const TICKS = [0, 25, 50, 75, 100];

const DOT: Record<Outcome, string> = { hit: "#e8372c", miss: "#1f2430", push: "#9aa0ad" };

type Props = {
  points: readonly RecordPoint[];
  title: string;
  /** Shown under the chart: what the dots and the line mean. */
  legend: string;
  outcomeLabel: (outcome: Outcome) => string;
};

/** The running hit rate over the last settled plans, one dot per plan coloured 红/黑/走 (hand-written SVG). */
export function RecordChart({ points, title, legend, outcomeLabel }: Props) {
  const series = runningHitRate(points);
  const box = {
    left: MARGIN.left,
    top: MARGIN.top,
    width: WIDTH - MARGIN.left - MARGIN.right,
    height: HEIGHT - MARGIN.top - MARGIN.bottom,
  };
  const bottom = box.top + box.height;
  const x = (i: number) =>
    series.length < 2 ? box.left + box.width / 2 : box.left + (i / (series.length - 1)) * box.width;
  const y = (rate: number) => bottom - (rate / 100) * box.height;
  const line = series
    .map((p, i) => (p.rate === null ? null : `${x(i).toFixed(1)} ${y(p.rate).toFixed(1)}`))
    .filter(Boolean)
    .map((c, i) => `${i ? "L" : "M"}${c}`)
    .join("");
  return (
    <figure className="w-full">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="w-full"
        role="img"
        aria-label={title}
        data-testid="record-chart"
      >
        {TICKS.map((tick) => (
          <g key={tick}>
            <line x1={box.left} x2={box.left + box.width} y1={y(tick)} y2={y(tick)} stroke="#eef0f3" />
            <text x={box.left - 8} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#9aa0ad">
              {`${tick}%`}
            </text>
          </g>
        ))}
        <path d={line} fill="none" stroke="#e8372c" strokeWidth="2" />
        {series.map((p, i) => (
          <circle
            key={i}
            data-outcome={p.outcome}
            cx={x(i)}
            cy={p.rate === null ? bottom : y(p.rate)}
            r="4"
            fill={DOT[p.outcome]}
            stroke="#fff"
            strokeWidth="1.5"
          >
            <title>{`${p.label} ${outcomeLabel(p.outcome)}`}</title>
          </circle>
        ))}
        {series.length ? (
          <>
            <text x={box.left} y={bottom + 18} fontSize="11" fill="#9aa0ad">
              {series[0]!.label}
            </text>
            <text x={box.left + box.width} y={bottom + 18} textAnchor="end" fontSize="11" fill="#9aa0ad">
              {series.at(-1)!.label}
            </text>
          </>
        ) : null}
      </svg>
      <figcaption className="mt-1 text-center text-xs text-ink-soft">{legend}</figcaption>
    </figure>
  );
}
