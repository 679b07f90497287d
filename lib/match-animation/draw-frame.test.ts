import { createCanvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { FootballState } from "@/lib/codes/football-states";
import { BasketballState } from "@/lib/codes/basketball-states";
import { animationReducer, initAnimation, type AnimationState } from "./animation-state";
import { drawMatchFrame, FRAME_H, FRAME_W, type FrameContext, type MatchFrameState } from "./draw-frame";
import { markerOrigin, readScoreMarker } from "./score-marker";

const live = { id: 9, state: FootballState.FirstHalf, clock: "23", homeScore: 0, awayScore: 0 };

function frameOf(match: AnimationState, patch: Partial<MatchFrameState> = {}) {
  const canvas = createCanvas(FRAME_W, FRAME_H);
  const state: MatchFrameState = {
    match,
    home: { name: "北京国安", colour: "#00a651" },
    away: { name: "上海海港", colour: "#d71920" },
    anchor: "中超老哥",
    caption: "中超焦点战 全程解说",
    sinceActionMs: 5000,
    timeMs: 0,
    ...patch,
  };
  drawMatchFrame(canvas.getContext("2d") as unknown as FrameContext, state);
  return canvas.data();
}

const brightness = (px: Buffer) => (x: number, y: number) => {
  const i = (Math.floor(y) * FRAME_W + Math.floor(x)) * 4;
  return (px[i] + px[i + 1] + px[i + 2]) / 3;
};

/** How many pixels differ inside a rectangle. */
function changed(a: Buffer, b: Buffer, box = { x: 0, y: 0, w: FRAME_W, h: FRAME_H }) {
  let n = 0;
  for (let y = box.y; y < box.y + box.h; y++) {
    for (let x = box.x; x < box.x + box.w; x++) {
      const i = (y * FRAME_W + x) * 4;
      if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2]) n++;
    }
  }
  return n;
}

const SCORE_BOX = { x: FRAME_W / 2 - 56, y: 6, w: 112, h: 42 };

describe("drawMatchFrame", () => {
  it("draws the score where the scoreboard is, and only a new score changes it", () => {
    const before = initAnimation("football", live);
    const goal = animationReducer(before, { type: "update", frame: { id: 9, homeScore: 1 } });
    const a = frameOf(before);
    const b = frameOf(goal);
    expect(changed(a, b, SCORE_BOX)).toBeGreaterThan(20);
    expect(changed(a, frameOf(before), SCORE_BOX)).toBe(0);
  });

  it("writes the score into the marker a machine reads back", () => {
    const s = { ...initAnimation("basketball", { ...live, state: BasketballState.ThirdQuarter }) };
    const px = frameOf({ ...s, homeScore: 87, awayScore: 102 }, { stamp: 51234 });
    expect(readScoreMarker(brightness(px), { x: FRAME_W, y: FRAME_H })).toEqual({
      home: 87,
      away: 102,
      stamp: 51234,
    });
    const o = markerOrigin({ x: FRAME_W, y: FRAME_H });
    expect(o.x).toBeGreaterThan(FRAME_W / 2);
  });

  it("moves the ball and the side in possession with the momentum, and pulses as time runs", () => {
    const start = initAnimation("football", live);
    const attack = animationReducer(start, { type: "momentum", side: "away", kind: "danger", clock: "24'" });
    const a = frameOf(start);
    const b = frameOf(attack);
    // The away side attacks the left half: most of the change is there.
    const left = changed(a, b, { x: 60, y: 100, w: 260, h: 190 });
    const right = changed(a, b, { x: 320, y: 100, w: 260, h: 190 });
    expect(left).toBeGreaterThan(right);
    expect(changed(frameOf(attack, { timeMs: 0 }), frameOf(attack, { timeMs: 600 }))).toBeGreaterThan(50);
  });

  it("glides the ball from its previous spot right after an action", () => {
    const start = initAnimation("football", live);
    const shot = animationReducer(start, { type: "momentum", side: "home", kind: "shot", clock: "25'" });
    const mid = frameOf(shot, { sinceActionMs: 200 });
    const end = frameOf(shot, { sinceActionMs: 2000 });
    expect(changed(mid, end)).toBeGreaterThan(50);
  });

  it("draws the court for basketball", () => {
    const s = initAnimation("basketball", { ...live, state: BasketballState.FirstQuarter, clock: "08:12" });
    const f = initAnimation("football", live);
    expect(changed(frameOf(s), frameOf(f))).toBeGreaterThan(FRAME_W * FRAME_H * 0.3);
  });
});
