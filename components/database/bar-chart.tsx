type Bar = { label: string; values: readonly number[]; note?: string };

const WIDTH = 640;
const HEIGHT = 180;
const M = { left: 36, right: 16, top: 14, bottom: 28 };

/** Stacked bars per match (hand-written SVG): a player's season profile, oldest first. */
export function BarChart({
  bars,
  colours,
  title,
}: {
  bars: readonly Bar[];
  colours: readonly string[];
  title: string;
}) {
  if (bars.length === 0) return null;
  const w = WIDTH - M.left - M.right;
  const h = HEIGHT - M.top - M.bottom;
  const max = Math.max(1, ...bars.map((b) => b.values.reduce((s, v) => s + v, 0)));
  const slot = w / bars.length;
  const barWidth = Math.min(28, slot * 0.6);
  const y = (v: number) => (v / max) * h;
  return (
    <figure className="w-full">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="w-full"
        role="img"
        aria-label={title}
        data-testid="bar-chart"
      >
        {[0, max].map((v) => (
          <g key={v}>
            <line x1={M.left} x2={M.left + w} y1={M.top + h - y(v)} y2={M.top + h - y(v)} stroke="#eef0f3" />
            <text x={M.left - 6} y={M.top + h - y(v) + 4} textAnchor="end" fontSize="11" fill="#646a78">
              {v}
            </text>
          </g>
        ))}
        {bars.map((b, i) => {
          const cx = M.left + slot * i + slot / 2;
          let base = M.top + h;
          return (
            <g key={i}>
              <title>{b.note ? `${b.label} ${b.note}` : b.label}</title>
              {b.values.map((v, k) => {
                base -= y(v);
                return (
                  <rect
                    key={k}
                    x={cx - barWidth / 2}
                    y={base}
                    width={barWidth}
                    height={y(v)}
                    fill={colours[k]}
                  />
                );
              })}
              <text x={cx} y={HEIGHT - 8} textAnchor="middle" fontSize="10" fill="#646a78">
                {b.label}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-1 text-center text-xs text-ink-mute">{title}</figcaption>
    </figure>
  );
}
