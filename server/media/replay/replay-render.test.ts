import { createCanvas } from "@napi-rs/canvas";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { MatchEventType as T } from "@/lib/codes/match-events";
import type { ReplayTrack } from "@/lib/match-animation/replay-state";
import { createReplayCache } from "./replay-cache";
import { renderReplay, type FrameEncoder, type RenderCanvas } from "./replay-render";

const event = (type: number, atMs: number, homeScore = 0) => ({
  id: atMs,
  type,
  side: "home" as const,
  period: 1,
  minute: 0,
  addedMinute: 0,
  clock: "1'",
  player: null,
  assist: null,
  subOut: null,
  homeScore,
  awayScore: 0,
  note: "",
  atMs,
});

const track: ReplayTrack = {
  sport: "football",
  matchId: 3,
  home: { name: "主队", colour: "#00a651" },
  away: { name: "客队", colour: "#d71920" },
  anchor: "老哥",
  caption: "回放",
  periods: [{ period: 1, startMs: 0, endMs: 12_400, startMinute: 0, endMinute: 12_400 / 60_000 }],
  lengthMs: 12_400,
  events: [event(T.PeriodStart, 0), event(T.Goal, 6_000, 1), event(T.PeriodEnd, 12_400, 1)],
  momentum: [],
  scores: [],
};

function fakeEncoder() {
  const frames: Buffer[] = [];
  const encoder: FrameEncoder & { frames: Buffer[]; ended: boolean } = {
    frames,
    ended: false,
    write: async (rgba) => void frames.push(Buffer.from(rgba)),
    end: async () => void (encoder.ended = true),
    abort: () => undefined,
  };
  return encoder;
}

const canvas = (w: number, h: number) => createCanvas(w, h) as unknown as RenderCanvas;

describe("renderReplay", () => {
  it("writes length × fps frames of the archive size, and the match changes across them", async () => {
    const enc = fakeEncoder();
    const progress: number[] = [];
    const { frames } = await renderReplay(track, enc, {
      createCanvas: canvas,
      fps: 5,
      width: 160,
      height: 90,
      onProgress: (p) => progress.push(p),
    });
    expect(frames).toBe(Math.ceil(12.4 * 5));
    expect(enc.frames).toHaveLength(frames);
    expect(enc.frames[0].length).toBe(160 * 90 * 4);
    expect(enc.ended).toBe(true);
    expect(progress.at(-1)).toBe(1);
    // Before and after the goal (6 s), the scoreboard differs.
    expect(enc.frames[5].equals(enc.frames[50])).toBe(false);
  });

  it("ends on the final whistle: a goal after the last frame's tick shows in it", async () => {
    const lastFrame = async (t: ReplayTrack) => {
      const enc = fakeEncoder();
      await renderReplay(t, enc, { createCanvas: canvas, fps: 5, width: 160, height: 90 });
      return enc.frames.at(-1)!;
    };
    // 62 frames at 5 fps: the last one would tick at 12.2 s; the goal comes at 12.35 s.
    const lateGoal = {
      ...track,
      events: [event(T.PeriodStart, 0), event(T.Goal, 12_350, 1), event(T.PeriodEnd, 12_400, 1)],
    };
    const noGoal = { ...track, events: [event(T.PeriodStart, 0), event(T.PeriodEnd, 12_400, 0)] };
    expect((await lastFrame(lateGoal)).equals(await lastFrame(noGoal))).toBe(false);
  });
});

describe("replay cache", () => {
  let dir = "";
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("renders on first ask, serves from disk after, and evicts the least recently watched over budget", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "replays-"));
    let clock = 1_000_000;
    const made: string[] = [];
    const cache = createReplayCache({
      dir,
      budgetBytes: 2_500,
      now: () => clock,
      async produce(id, out, onProgress) {
        made.push(id);
        onProgress(0.5);
        await writeFile(out, Buffer.alloc(1_000, 7));
      },
    });
    expect(await cache.status("1")).toEqual({ state: "rendering", progress: 0 });
    await cache.idle();
    expect(await cache.status("1")).toMatchObject({ state: "ready" });
    clock += 1000;
    await cache.status("2");
    await cache.idle();
    clock += 1000;
    expect(await cache.status("1")).toMatchObject({ state: "ready" }); // 1 is now newer than 2
    clock += 1000;
    await cache.status("3");
    await cache.idle();
    expect(await cache.usedBytes()).toBeLessThanOrEqual(2_500);
    expect((await readdir(dir)).sort()).toEqual(["replay-1.flv", "replay-3.flv"]);
    expect(made).toEqual(["1", "2", "3"]);
  });

  it("reports a failed rendering once, then tries again", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "replays-"));
    let fail = true;
    const cache = createReplayCache({
      dir,
      budgetBytes: 10_000,
      async produce(_id, out) {
        if (fail) throw new Error("no track");
        await writeFile(out, "flv");
      },
    });
    await cache.status("9");
    await cache.idle();
    expect(await cache.status("9")).toEqual({ state: "failed" });
    fail = false;
    expect(await cache.status("9")).toMatchObject({ state: "rendering" });
    await cache.idle();
    expect(await cache.status("9")).toMatchObject({ state: "ready" });
  });
});
