import type { AnimationSport } from "@/lib/match-animation/animation-state";

export const FIELD_W = 200;
export const FIELD_H = 120;

function Pitch() {
  const line = { fill: "none", stroke: "rgba(255,255,255,0.7)", strokeWidth: 0.8 };
  return (
    <g>
      <rect width={FIELD_W} height={FIELD_H} fill="#2f8f46" />
      {Array.from({ length: 10 }, (_, i) => (
        <rect key={i} x={i * 20} width={10} height={FIELD_H} fill="#2a8540" />
      ))}
      <rect x={4} y={4} width={192} height={112} {...line} />
      <line x1={100} y1={4} x2={100} y2={116} {...line} />
      <circle cx={100} cy={60} r={15} {...line} />
      <rect x={4} y={30} width={28} height={60} {...line} />
      <rect x={168} y={30} width={28} height={60} {...line} />
      <rect x={4} y={46} width={10} height={28} {...line} />
      <rect x={186} y={46} width={10} height={28} {...line} />
      <rect x={1} y={53} width={3} height={14} {...line} />
      <rect x={196} y={53} width={3} height={14} {...line} />
    </g>
  );
}

function Court() {
  const line = { fill: "none", stroke: "rgba(255,255,255,0.85)", strokeWidth: 0.8 };
  return (
    <g>
      <rect width={FIELD_W} height={FIELD_H} fill="#c98a4b" />
      <rect x={4} y={4} width={192} height={112} {...line} />
      <line x1={100} y1={4} x2={100} y2={116} {...line} />
      <circle cx={100} cy={60} r={12} {...line} />
      <rect
        x={4}
        y={42}
        width={38}
        height={36}
        fill="rgba(40,70,130,0.45)"
        {...{ stroke: line.stroke, strokeWidth: 0.8 }}
      />
      <rect
        x={158}
        y={42}
        width={38}
        height={36}
        fill="rgba(40,70,130,0.45)"
        {...{ stroke: line.stroke, strokeWidth: 0.8 }}
      />
      <path d="M4 12 H18 A50 50 0 0 1 18 108 H4" {...line} />
      <path d="M196 12 H182 A50 50 0 0 0 182 108 H196" {...line} />
      <circle cx={12} cy={60} r={2.5} fill="none" stroke="#f25c05" strokeWidth={1} />
      <circle cx={188} cy={60} r={2.5} fill="none" stroke="#f25c05" strokeWidth={1} />
    </g>
  );
}

/** The pitch or the court, home defending the left end. */
export function FieldSvg({ sport }: { sport: AnimationSport }) {
  return sport === "football" ? <Pitch /> : <Court />;
}
