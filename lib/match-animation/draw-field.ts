import type { AnimationSport } from "./animation-state";

export type FieldBox = { x: number; y: number; w: number; h: number };

type Ctx = {
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  fillRect(x: number, y: number, w: number, h: number): void;
  strokeRect(x: number, y: number, w: number, h: number): void;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  arc(x: number, y: number, r: number, start: number, end: number, ccw?: boolean): void;
  stroke(): void;
};

// The SVG view's geometry (components/match/animation/field-svg.tsx), in its 200x120 units.
const UNIT_W = 200;
const UNIT_H = 120;

function scaler(box: FieldBox) {
  const sx = box.w / UNIT_W;
  const sy = box.h / UNIT_H;
  return {
    x: (u: number) => box.x + u * sx,
    y: (u: number) => box.y + u * sy,
    w: (u: number) => u * sx,
    h: (u: number) => u * sy,
  };
}

function pitch(ctx: Ctx, box: FieldBox) {
  const s = scaler(box);
  ctx.fillStyle = "#2f8f46";
  ctx.fillRect(box.x, box.y, box.w, box.h);
  ctx.fillStyle = "#2a8540";
  for (let i = 0; i < 10; i++) ctx.fillRect(s.x(i * 20), box.y, s.w(10), box.h);
  ctx.strokeStyle = "rgba(255,255,255,0.7)";
  ctx.lineWidth = 2;
  const rect = (x: number, y: number, w: number, h: number) => ctx.strokeRect(s.x(x), s.y(y), s.w(w), s.h(h));
  rect(4, 4, 192, 112);
  ctx.beginPath();
  ctx.moveTo(s.x(100), s.y(4));
  ctx.lineTo(s.x(100), s.y(116));
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(s.x(100), s.y(60), s.h(15), 0, Math.PI * 2);
  ctx.stroke();
  rect(4, 30, 28, 60);
  rect(168, 30, 28, 60);
  rect(4, 46, 10, 28);
  rect(186, 46, 10, 28);
  rect(1, 53, 3, 14);
  rect(196, 53, 3, 14);
}

function court(ctx: Ctx, box: FieldBox) {
  const s = scaler(box);
  ctx.fillStyle = "#c98a4b";
  ctx.fillRect(box.x, box.y, box.w, box.h);
  ctx.fillStyle = "rgba(40,70,130,0.45)";
  ctx.fillRect(s.x(4), s.y(42), s.w(38), s.h(36));
  ctx.fillRect(s.x(158), s.y(42), s.w(38), s.h(36));
  ctx.strokeStyle = "rgba(255,255,255,0.85)";
  ctx.lineWidth = 2;
  ctx.strokeRect(s.x(4), s.y(4), s.w(192), s.h(112));
  ctx.strokeRect(s.x(4), s.y(42), s.w(38), s.h(36));
  ctx.strokeRect(s.x(158), s.y(42), s.w(38), s.h(36));
  ctx.beginPath();
  ctx.moveTo(s.x(100), s.y(4));
  ctx.lineTo(s.x(100), s.y(116));
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(s.x(100), s.y(60), s.h(12), 0, Math.PI * 2);
  ctx.stroke();
  // The three-point lines (the SVG's "M4 12 H18 A50 50 0 0 1 18 108 H4" and its mirror): a
  // circle of radius 50 around the baseline's middle, traced point by point to follow the scale.
  const reach = Math.asin(48 / 50);
  for (const dir of [1, -1]) {
    const base = dir === 1 ? 4 : 196;
    ctx.beginPath();
    ctx.moveTo(s.x(base), s.y(12));
    for (let i = 0; i <= 24; i++) {
      const a = -reach + (2 * reach * i) / 24;
      ctx.lineTo(s.x(base + dir * 50 * Math.cos(a)), s.y(60 + 50 * Math.sin(a)));
    }
    ctx.lineTo(s.x(base), s.y(108));
    ctx.stroke();
  }
  ctx.strokeStyle = "#f25c05";
  for (const basket of [12, 188]) {
    ctx.beginPath();
    ctx.arc(s.x(basket), s.y(60), s.h(2.5), 0, Math.PI * 2);
    ctx.stroke();
  }
}

/** The pitch or the court inside `box`, home defending the left end. */
export function drawField(ctx: Ctx, sport: AnimationSport, box: FieldBox) {
  if (sport === "football") pitch(ctx, box);
  else court(ctx, box);
}
