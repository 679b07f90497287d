type Point = { label: string; value: number; note?: string };

const WIDTH = 640;
const HEIGHT = 180;
const M = { left: 36, right: 16, top: 14, bottom: 28 };

/** A line over matches (hand-written SVG like the odds charts): a team's cumulative points, oldest first. */
export function LineChart({
  points,
  title,
  colour = "#e8372c",
}: {
  points: readonly Point[];
  title: string;
  colour?: string;
}) {
  if (points.length < 2) return null;
  const w = WIDTH - M.left - M.right;
  const h = HEIGHT - M.top - M.bottom;
  const max = Math.max(1, ...points.map((p) => p.value));
  const min = Math.min(0, ...points.map((p) => p.value));
  const x = (i: number) => M.left + (i * w) / (points.length - 1);
  const y = (v: number) => M.top + h - ((v - min) / (max - min || 1)) * h;
  const path = points.map((p, i) => `${i ? "L" : "M"}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(" ");
  const ticks = [min, Math.round((min + max) / 2), max];
  return (
    <figure className="w-full">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="w-full"
        role="img"
        aria-label={title}
        data-testid="line-chart"
      >
        {ticks.map((v) => (
          <g key={v}>
            <line x1={M.left} x2={M.left + w} y1={y(v)} y2={y(v)} stroke="#eef0f3" />
            <text x={M.left - 6} y={y(v) + 4} textAnchor="end" fontSize="11" fill="#646a78">
              {v}
            </text>
          </g>
        ))}
        <path d={path} fill="none" stroke={colour} strokeWidth="2" />
        {points.map((p, i) => (
          <g key={i}>
            <circle cx={x(i)} cy={y(p.value)} r="3.5" fill="#fff" stroke={colour} strokeWidth="2">
              <title>{p.note ? `${p.label} ${p.note}` : p.label}</title>
            </circle>
            <text x={x(i)} y={HEIGHT - 8} textAnchor="middle" fontSize="10" fill="#646a78">
              {p.label}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="mt-1 text-center text-xs text-ink-mute">{title}</figcaption>
    </figure>
  );
}
