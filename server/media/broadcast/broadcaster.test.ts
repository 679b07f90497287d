import { describe, expect, it } from "vitest";
import { FootballState } from "@/lib/codes/football-states";
import { createLogger } from "../../log/logger";
import type { DemoBroadcast } from "../../services/stream/demo-broadcasts";
import { createBroadcaster } from "./broadcaster";
import type { Encoder } from "./encoder";
import type { SseEvent } from "./sse-follow";

function room(name: string, matchId: number, patch: Partial<DemoBroadcast> = {}): DemoBroadcast {
  return {
    roomId: 1,
    name,
    key: `key-${name}`,
    caption: "焦点战 全程解说",
    anchor: "老炮",
    match: {
      id: matchId,
      sport: "football",
      state: FootballState.FirstHalf,
      clock: "12",
      homeScore: 0,
      awayScore: 0,
      home: { name: "主队", colour: "#ff0000" },
      away: { name: "客队", colour: "#0000ff" },
    },
    ...patch,
  };
}

/** Encoders that record what they were given and end when told (or at once: `missing`). */
function fakeEncoders({ missing = false } = {}) {
  const spawned: { target: string; frames: Buffer[]; stopped: boolean; exit(code: number): void }[] = [];
  let pid = 100;
  const spawn = (target: string): Encoder => {
    let done!: (v: { code: number | null; missing: boolean; stderr: string }) => void;
    const exited = new Promise<{ code: number | null; missing: boolean; stderr: string }>((r) => (done = r));
    const rec = {
      target,
      frames: [] as Buffer[],
      stopped: false,
      exit: (code: number) => done({ code, missing: false, stderr: "" }),
    };
    spawned.push(rec);
    if (missing) done({ code: null, missing: true, stderr: "spawn ffmpeg ENOENT" });
    return {
      pid: pid++,
      write(frame) {
        rec.frames.push(frame);
        return true;
      },
      async stop() {
        rec.stopped = true;
        done({ code: 0, missing: false, stderr: "" });
      },
      exited,
    };
  };
  return { spawn, spawned };
}

function setup(opts: { rooms: DemoBroadcast[]; missing?: boolean; canvas?: boolean }) {
  let clock = 1_000_000;
  const lines: string[] = [];
  const feeds = new Map<number, (e: SseEvent) => void>();
  const followed: number[] = [];
  const encoders = fakeEncoders({ missing: opts.missing });
  const drawn: { home: number; away: number; seq: number }[] = [];
  const api = { rooms: opts.rooms, broadcasts: async () => api.rooms };
  const broadcaster = createBroadcaster({
    api,
    rtmpBase: "rtmp://127.0.0.1:1935/live",
    surfaces: async () =>
      opts.canvas === false
        ? { error: "canvas binary missing" }
        : {
            factory: () => ({
              draw: (s) => {
                drawn.push({ home: s.match.homeScore, away: s.match.awayScore, seq: s.match.seq });
                return Buffer.from([s.match.homeScore, s.match.awayScore]);
              },
            }),
          },
    spawn: encoders.spawn,
    follow: (matchId, onEvent) => {
      followed.push(matchId);
      feeds.set(matchId, onEvent);
      return () => feeds.delete(matchId);
    },
    fps: 10,
    log: createLogger("info", (l) => lines.push(l) > 0),
    now: () => clock,
    pollMs: 0,
    tickMs: 0,
  });
  return {
    api,
    broadcaster,
    encoders,
    feeds,
    followed,
    drawn,
    lines,
    advance: (ms: number) => (clock += ms),
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe("rendered broadcasts", () => {
  it("publishes each listed room with its own key and stops the ones that leave the list", async () => {
    const t = setup({ rooms: [room("a1", 11), room("b2", 22)] });
    await t.broadcaster.sync();
    expect(t.encoders.spawned.map((e) => e.target)).toEqual([
      "rtmp://127.0.0.1:1935/live/a1?key=key-a1",
      "rtmp://127.0.0.1:1935/live/b2?key=key-b2",
    ]);
    expect(t.followed).toEqual([11, 22]);
    t.api.rooms = [room("b2", 22)];
    await t.broadcaster.sync();
    expect(t.encoders.spawned[0].stopped).toBe(true);
    expect(t.encoders.spawned[1].stopped).toBe(false);
    expect(t.feeds.has(11)).toBe(false);
    expect(t.broadcaster.rendering().map((r) => r.name)).toEqual(["b2"]);
    await t.broadcaster.stop();
    expect(t.encoders.spawned.every((e) => e.stopped)).toBe(true);
    expect(t.feeds.size).toBe(0);
  });

  it("restarts a room's renderer when its bound match changes, not on a plain refresh", async () => {
    const t = setup({ rooms: [room("a1", 11)] });
    await t.broadcaster.sync();
    await t.broadcaster.sync();
    expect(t.encoders.spawned).toHaveLength(1);
    t.api.rooms = [room("a1", 12)];
    await t.broadcaster.sync();
    expect(t.encoders.spawned).toHaveLength(2);
    expect(t.encoders.spawned[0].stopped).toBe(true);
    expect(t.followed).toEqual([11, 12]);
    await t.broadcaster.stop();
  });

  it("draws the score the match stream sends, in frames paced by the clock", async () => {
    const t = setup({ rooms: [room("a1", 11)] });
    await t.broadcaster.sync();
    const r = t.broadcaster.renderer("a1")!;
    r.tick();
    t.advance(1000);
    r.tick();
    // 10 fps: the first frame, then the ten due a second later (one drawing, repeated).
    expect(t.encoders.spawned[0].frames).toHaveLength(11);
    expect(t.drawn).toHaveLength(2);
    t.feeds.get(11)!({
      type: "update",
      data: { id: 11, homeScore: 1, awayScore: 0, state: FootballState.FirstHalf, clock: "13" },
    });
    t.feeds.get(11)!({ type: "momentum", data: { matchId: 11, side: "away", kind: "attack", clock: "13'" } });
    t.advance(100);
    r.tick();
    expect(t.drawn.at(-1)).toEqual({ home: 1, away: 0, seq: 1 });
    expect(t.encoders.spawned[0].frames.at(-1)).toEqual(Buffer.from([1, 0]));
    // Another match's frame changes nothing.
    t.feeds.get(11)!({ type: "momentum", data: { matchId: 99, side: "home", kind: "shot", clock: "13'" } });
    t.advance(100);
    r.tick();
    expect(t.drawn.at(-1)?.seq).toBe(1);
    await t.broadcaster.stop();
  });

  it("takes the api's snapshot of the score while the match stream is quiet", async () => {
    const t = setup({ rooms: [room("a1", 11)] });
    await t.broadcaster.sync();
    const scored = room("a1", 11);
    t.api.rooms = [{ ...scored, match: { ...scored.match, homeScore: 2 } }];
    t.advance(6000);
    await t.broadcaster.sync();
    expect(t.broadcaster.renderer("a1")!.state().homeScore).toBe(2);
    await t.broadcaster.stop();
  });

  it("restarts an encoder that died", async () => {
    const t = setup({ rooms: [room("a1", 11)] });
    await t.broadcaster.sync();
    t.encoders.spawned[0].exit(1);
    await flush();
    await new Promise((r) => setTimeout(r, 1100));
    expect(t.encoders.spawned).toHaveLength(2);
    expect(t.lines.some((l) => l.includes("broadcast encoder exited"))).toBe(true);
    await t.broadcaster.stop();
  });

  it("without ffmpeg renders nothing and says so once (the rooms keep the clip)", async () => {
    const t = setup({ rooms: [room("a1", 11), room("b2", 22)], missing: true });
    await t.broadcaster.sync();
    await flush();
    await t.broadcaster.sync();
    expect(t.broadcaster.rendering()).toEqual([]);
    expect(t.broadcaster.disabled()).toBe("ffmpeg not found");
    expect(t.lines.filter((l) => l.includes("rendered broadcasts off"))).toHaveLength(1);
    expect(t.encoders.spawned.length).toBeLessThanOrEqual(2);
    await t.broadcaster.stop();
  });

  it("without a canvas renders nothing and says so once", async () => {
    const t = setup({ rooms: [room("a1", 11)], canvas: false });
    await t.broadcaster.sync();
    await t.broadcaster.sync();
    expect(t.encoders.spawned).toHaveLength(0);
    expect(t.lines.filter((l) => l.includes("canvas unavailable: canvas binary missing"))).toHaveLength(1);
    await t.broadcaster.stop();
  });
});
