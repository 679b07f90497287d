import type { SKRSContext2D } from "@napi-rs/canvas";

// Decoration only: Math.random is fine here, the answers come from secureRandom.
const between = (min: number, max: number) => min + Math.random() * (max - min);
const hsl = (h: number, s: number, l: number, a = 1) => `hsla(${h % 360}, ${s}%, ${l}%, ${a})`;

/** A procedural floodlit stadium: sky, lights, crowd, a striped pitch with markings, bokeh noise. */
export function drawStadiumScene(ctx: SKRSContext2D, width: number, height: number): void {
  // Whole pixels and an opaque base: anti-aliased seams would leave see-through rows.
  const horizon = Math.round(height * between(0.38, 0.5));
  const standsTop = Math.round(horizon * between(0.35, 0.5));
  ctx.fillStyle = "#10131c";
  ctx.fillRect(0, 0, width, height);
  drawSky(ctx, width, standsTop + 4);
  drawStands(ctx, width, standsTop, horizon);
  drawFloodlights(ctx, width, standsTop);
  drawPitch(ctx, width, height, horizon);
  drawBokeh(ctx, width, height);
}

function drawSky(ctx: SKRSContext2D, width: number, bottom: number) {
  const hue = between(200, 290);
  const sky = ctx.createLinearGradient(0, 0, 0, bottom);
  sky.addColorStop(0, hsl(hue, 60, between(8, 20)));
  sky.addColorStop(1, hsl(hue + between(20, 80), 55, between(30, 50)));
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, bottom);
}

function drawStands(ctx: SKRSContext2D, width: number, top: number, bottom: number) {
  const stands = ctx.createLinearGradient(0, top, 0, bottom);
  stands.addColorStop(0, hsl(between(0, 360), 20, 18));
  stands.addColorStop(1, hsl(between(0, 360), 25, 32));
  ctx.fillStyle = stands;
  ctx.fillRect(0, top, width, bottom - top);
  const teamHues = [between(0, 360), between(0, 360)];
  for (let i = 0; i < width * 0.9; i++) {
    const y = between(top + 2, bottom - 2);
    ctx.fillStyle = hsl(teamHues[i % 2] + between(-15, 15), between(40, 90), between(35, 75), 0.85);
    ctx.fillRect(between(0, width), y, between(1.5, 3), between(1.5, 3));
  }
  ctx.fillStyle = hsl(between(0, 360), 70, 45);
  ctx.fillRect(0, bottom - 5, width, 5); // advertising boards
}

function drawFloodlights(ctx: SKRSContext2D, width: number, standsTop: number) {
  const count = 2 + Math.floor(between(0, 3));
  for (let i = 0; i < count; i++) {
    const x = ((i + 0.5) / count) * width + between(-15, 15);
    const y = standsTop * between(0.25, 0.6);
    const radius = between(20, 45);
    const glow = ctx.createRadialGradient(x, y, 1, x, y, radius);
    glow.addColorStop(0, "rgba(255, 255, 235, 0.95)");
    glow.addColorStop(0.25, "rgba(255, 250, 210, 0.45)");
    glow.addColorStop(1, "rgba(255, 250, 210, 0)");
    ctx.fillStyle = glow;
    ctx.fillRect(x - radius, y - radius, radius * 2, radius * 2);
    ctx.strokeStyle = "rgba(40, 40, 50, 0.8)";
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.moveTo(x, y + 3);
    ctx.lineTo(x, standsTop + 6);
    ctx.stroke();
  }
}

function drawPitch(ctx: SKRSContext2D, width: number, height: number, horizon: number) {
  const hue = between(95, 135);
  const depth = height - horizon;
  const bands = 6 + Math.floor(between(0, 4));
  // Bands grow toward the viewer, like mowing stripes in perspective.
  for (let i = 0; i < bands; i++) {
    const top = Math.round(horizon + depth * (i / bands) ** 1.4);
    const bottom = Math.round(horizon + depth * ((i + 1) / bands) ** 1.4);
    ctx.fillStyle = hsl(hue, 55, i % 2 ? between(30, 34) : between(37, 41));
    ctx.fillRect(0, top, width, bottom - top + 1);
  }
  const inset = width * between(0.08, 0.16);
  const centreX = width * between(0.4, 0.6);
  ctx.strokeStyle = "rgba(255, 255, 255, 0.8)";
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.moveTo(inset, horizon + 3);
  ctx.lineTo(width - inset, horizon + 3);
  ctx.lineTo(width + inset, height);
  ctx.moveTo(inset, horizon + 3);
  ctx.lineTo(-inset, height);
  ctx.moveTo(centreX, horizon + 3);
  ctx.lineTo(centreX + (centreX - width / 2) * 0.4, height);
  ctx.stroke();
  ctx.beginPath();
  ctx.ellipse(centreX, horizon + depth * 0.55, width * 0.13, depth * 0.22, 0, 0, Math.PI * 2);
  ctx.stroke();
  ctx.beginPath();
  ctx.rect(inset * 0.6, horizon + depth * 0.2, width * 0.12, depth * 0.45);
  ctx.stroke();
  drawBall(ctx, between(20, width - 20), between(horizon + 10, height - 10));
}

function drawBall(ctx: SKRSContext2D, x: number, y: number) {
  const ball = ctx.createRadialGradient(x - 2, y - 2, 1, x, y, 6);
  ball.addColorStop(0, "#ffffff");
  ball.addColorStop(1, "#9a9a9a");
  ctx.fillStyle = ball;
  ctx.beginPath();
  ctx.arc(x, y, 5, 0, Math.PI * 2);
  ctx.fill();
}

// Soft random shapes everywhere, so the hole's edges are not the only edges in the picture.
function drawBokeh(ctx: SKRSContext2D, width: number, height: number) {
  for (let i = 0; i < 14; i++) {
    ctx.fillStyle = hsl(between(0, 360), 70, between(50, 80), between(0.08, 0.22));
    ctx.beginPath();
    if (i % 3 === 0) {
      const x = between(0, width);
      const y = between(0, height);
      const size = between(8, 22);
      ctx.moveTo(x, y - size);
      ctx.lineTo(x + size, y + size);
      ctx.lineTo(x - size, y + size);
      ctx.closePath();
    } else {
      ctx.arc(between(0, width), between(0, height), between(4, 18), 0, Math.PI * 2);
    }
    ctx.fill();
  }
}
