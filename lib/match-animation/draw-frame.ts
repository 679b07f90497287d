import labels from "@/messages/zh-CN/match-animation.json";
import type { AnimationState } from "./animation-state";
import type { Point } from "./ball-position";
import { animationClockText } from "./clock-text";
import { drawField, type FieldBox } from "./draw-field";
import { FRAME_H, FRAME_W } from "./frame-size";
import { drawScoreMarker } from "./score-marker";

export { FRAME_H, FRAME_W };

export type FrameTeam = { name: string; colour: string };

/**
 * Everything one video frame shows: a plain object, derivable from a live stream or from stored
 * events at any minute (reduce them with `animationReducer`).
 */
export type MatchFrameState = {
  match: AnimationState;
  home: FrameTeam;
  away: FrameTeam;
  /** The anchor's name and the room's caption (title). */
  anchor: string;
  caption: string;
  /** Time since the current action began: the ball glides from its previous spot. */
  sinceActionMs: number;
  /** A running time, ms: drives the pulse around the ball and the on-air dot. */
  timeMs: number;
  /** 0-65535 carried in the marker: the live renderer's time of the feed's last frame (the bench's latency probe). */
  stamp?: number;
};

/** The 2D canvas calls used, met by a browser canvas and by @napi-rs/canvas alike. */
export type FrameContext = {
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  font: string;
  textAlign: string;
  textBaseline: string;
  globalAlpha: number;
  fillRect(x: number, y: number, w: number, h: number): void;
  strokeRect(x: number, y: number, w: number, h: number): void;
  beginPath(): void;
  closePath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  arc(x: number, y: number, r: number, start: number, end: number, ccw?: boolean): void;
  fill(): void;
  stroke(): void;
  fillText(text: string, x: number, y: number, maxWidth?: number): void;
  measureText(text: string): { width: number };
  save(): void;
  restore(): void;
};

export type DrawOptions = { fontFamily?: string };

const GLIDE_MS = 700;
const FIELD: FieldBox = { x: 60, y: 62, w: 520, h: 236 };
const ACTIONS = labels.matchAnimation.action;

/** The scoreboard's score text; the bench and tests read the same numbers from the marker. */
export const scoreText = (s: AnimationState) => `${s.homeScore} - ${s.awayScore}`;

export function actionText(s: AnimationState): string {
  const table: Record<string, string> = ACTIONS[s.sport];
  return table[s.action] ?? "";
}

function ballNow(s: MatchFrameState): Point {
  const { ball, trail } = s.match;
  const from = trail[trail.length - 1];
  if (!from || s.sinceActionMs >= GLIDE_MS) return ball;
  const t = Math.max(0, s.sinceActionMs) / GLIDE_MS;
  const e = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
  return { x: from.x + (ball.x - from.x) * e, y: from.y + (ball.y - from.y) * e };
}

function fitText(ctx: FrameContext, text: string, max: number): string {
  if (ctx.measureText(text).width <= max) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > max) cut = cut.slice(0, -1);
  return `${cut}…`;
}

function scoreboard(ctx: FrameContext, s: MatchFrameState, font: string) {
  const m = s.match;
  ctx.fillStyle = "#141b27";
  ctx.fillRect(0, 0, FRAME_W, 54);
  // Team colour stripes beside the names.
  ctx.fillStyle = s.home.colour;
  ctx.fillRect(16, 12, 10, 30);
  ctx.fillStyle = s.away.colour;
  ctx.fillRect(FRAME_W - 26, 12, 10, 30);
  ctx.fillStyle = "#ffffff";
  ctx.textBaseline = "middle";
  ctx.font = `20px ${font}`;
  ctx.textAlign = "left";
  ctx.fillText(fitText(ctx, s.home.name, 200), 34, 27);
  ctx.textAlign = "right";
  ctx.fillText(fitText(ctx, s.away.name, 200), FRAME_W - 34, 27);
  ctx.fillStyle = "#26334a";
  ctx.fillRect(FRAME_W / 2 - 56, 6, 112, 42);
  ctx.fillStyle = "#ffd84d";
  ctx.textAlign = "center";
  ctx.font = `30px ${font}`;
  ctx.fillText(scoreText(m), FRAME_W / 2, 28);
  ctx.fillStyle = "#0d1420";
  ctx.fillRect(FRAME_W / 2 - 56, 48, 112, 12);
  ctx.fillStyle = "#ffffff";
  ctx.font = `11px ${font}`;
  ctx.fillText(animationClockText(m.sport, m.state, m.clock), FRAME_W / 2, 54);
}

function possession(ctx: FrameContext, s: MatchFrameState) {
  const side = s.match.side;
  if (!side) return;
  const team = side === "home" ? s.home : s.away;
  ctx.save();
  ctx.globalAlpha = 0.2;
  ctx.fillStyle = team.colour;
  // Home defends the left end: its attack is the right half.
  ctx.fillRect(side === "home" ? FIELD.x + FIELD.w / 2 : FIELD.x, FIELD.y, FIELD.w / 2, FIELD.h);
  ctx.restore();
}

function ballMark(ctx: FrameContext, s: MatchFrameState) {
  const p = ballNow(s);
  const x = FIELD.x + (p.x / 100) * FIELD.w;
  const y = FIELD.y + (p.y / 100) * FIELD.h;
  const side = s.match.side;
  const colour = side === "home" ? s.home.colour : side === "away" ? s.away.colour : "#ffffff";
  const phase = (s.timeMs % 1200) / 1200;
  ctx.save();
  ctx.globalAlpha = 0.55 * (1 - phase);
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.arc(x, y, 8 + 18 * phase, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
  ctx.fillStyle = "#ffffff";
  ctx.strokeStyle = "#111111";
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.arc(x, y, 7, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
}

function actionBanner(ctx: FrameContext, s: MatchFrameState, font: string) {
  const m = s.match;
  const team = m.side === "home" ? s.home : m.side === "away" ? s.away : null;
  const parts = [team ? `${team.name} ${actionText(m)}` : actionText(m)];
  if (m.player) parts.push(m.player);
  const text = `${parts.join(" · ")}${m.actionClock ? ` ${m.actionClock}` : ""}`;
  ctx.font = `18px ${font}`;
  const shown = fitText(ctx, text, 440);
  const w = ctx.measureText(shown).width + 32;
  ctx.save();
  ctx.globalAlpha = 0.72;
  ctx.fillStyle = "#000000";
  ctx.fillRect(FRAME_W / 2 - w / 2, FIELD.y + 8, w, 30);
  ctx.restore();
  ctx.fillStyle = m.action === "goal" ? "#ffd84d" : "#ffffff";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(shown, FRAME_W / 2, FIELD.y + 24);
}

function footer(ctx: FrameContext, s: MatchFrameState, font: string) {
  const top = FIELD.y + FIELD.h + 8;
  ctx.fillStyle = "#141b27";
  ctx.fillRect(0, top, FRAME_W, FRAME_H - top);
  const on = Math.floor(s.timeMs / 800) % 2 === 0;
  ctx.fillStyle = on ? "#ff3b30" : "#7a1f1a";
  ctx.beginPath();
  ctx.arc(24, top + 27, 6, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = "#ffffff";
  ctx.textAlign = "left";
  ctx.textBaseline = "middle";
  ctx.font = `16px ${font}`;
  ctx.fillText(fitText(ctx, `主播 ${s.anchor}`, 170), 38, top + 17);
  ctx.fillStyle = "#c7d0dd";
  ctx.font = `14px ${font}`;
  ctx.fillText(fitText(ctx, s.caption, 300), 38, top + 39);
  ctx.fillStyle = "#8a96a8";
  ctx.textAlign = "right";
  ctx.font = `12px ${font}`;
  ctx.fillText(labels.matchAnimation.title, FRAME_W - 14, top + 17);
}

/**
 * One 640x360 frame of a match broadcast: scoreboard (teams, colours, score, clock), the pitch or
 * court with the side in possession, the ball and the current action, the anchor and the caption,
 * and the score marker (machine-readable, bottom right).
 */
export function drawMatchFrame(ctx: FrameContext, state: MatchFrameState, opts: DrawOptions = {}) {
  const font = opts.fontFamily ?? "sans-serif";
  ctx.fillStyle = "#1b2433";
  ctx.fillRect(0, 0, FRAME_W, FRAME_H);
  drawField(ctx, state.match.sport, FIELD);
  possession(ctx, state);
  ballMark(ctx, state);
  actionBanner(ctx, state, font);
  scoreboard(ctx, state, font);
  footer(ctx, state, font);
  const { homeScore: home, awayScore: away } = state.match;
  drawScoreMarker(ctx, { home, away, stamp: state.stamp ?? 0 }, { x: FRAME_W, y: FRAME_H });
}
