import { matchEventFrame } from "@/lib/contracts/match-stream";
import {
  animationReducer,
  initAnimation,
  type AnimationAction,
  type AnimationState,
} from "@/lib/match-animation/animation-state";
import { momentumFrame } from "@/lib/match-animation/momentum-frame";
import type { Logger } from "../../log/logger";
import type { DemoBroadcast } from "../../services/stream/demo-broadcasts";
import type { Encoder, SpawnEncoder } from "./encoder";
import type { FrameSurface } from "./frame-surface";
import type { SseEvent } from "./sse-follow";

/** Follows a match's live frames; returns the way to stop. */
export type FollowMatch = (matchId: number, onEvent: (e: SseEvent) => void) => () => void;

export type RoomRendererDeps = {
  room: DemoBroadcast;
  /** Where to publish: the local RTMP ingest with the room's stream key. */
  target: string;
  surface: FrameSurface;
  spawn: SpawnEncoder;
  follow: FollowMatch;
  fps: number;
  log: Logger;
  now?: () => number;
  /** ffmpeg is not installed: the broadcaster falls back to the clip for every room. */
  onMissingEncoder(): void;
  /** Pacing tick; 0 disables the timer (tests call `tick()`). */
  tickMs?: number;
};

/** A stream frame is trusted over the api's periodic snapshot this long (the snapshot may be older). */
const STREAM_FRESH_MS = 5000;
const RESTART_MS = [1000, 2000, 5000, 10_000, 30_000];

/** What a room's broadcast shows beyond the match; a change of it restarts the renderer. */
export const broadcastSignature = (r: DemoBroadcast) =>
  JSON.stringify([r.match.id, r.key, r.caption, r.anchor, r.match.home, r.match.away]);

/**
 * One demo room on air: the bound match's state (animationReducer over the match stream), drawn
 * `fps` times a second and piped into an encoder that publishes into the room. Frames keep to the
 * wall clock: a late tick repeats the drawn frame, an encoder that is behind loses frames.
 */
export function createRoomRenderer(d: RoomRendererDeps) {
  const now = d.now ?? Date.now;
  const { room } = d;
  const matchId = room.match.id;
  let match: AnimationState = initAnimation(room.match.sport, { ...room.match, id: matchId });
  let actionAt = now();
  let lastStreamFrame = 0;
  let encoder: Encoder | null = null;
  let startedAt = now();
  let written = 0;
  let stopped = false;
  let restarts = 0;
  let restartTimer: ReturnType<typeof setTimeout> | null = null;

  const apply = (action: AnimationAction) => {
    const next = animationReducer(match, action);
    if (next.seq !== match.seq) actionAt = now();
    match = next;
  };

  const stopFollowing = d.follow(matchId, (e) => {
    lastStreamFrame = now();
    if (e.type === "update") apply({ type: "update", frame: e.data });
    else if (e.type === "event") {
      const parsed = matchEventFrame.safeParse(e.data);
      if (parsed.success && parsed.data.matchId === matchId) {
        const { matchId: _id, ...event } = parsed.data;
        apply({ type: "event", event });
      }
    } else if (e.type === "momentum") {
      const moment = momentumFrame(e.data, matchId);
      if (moment) apply({ type: "momentum", ...moment });
    }
  });

  function startEncoder() {
    if (stopped) return;
    const current = d.spawn(d.target);
    encoder = current;
    startedAt = now();
    written = 0;
    d.log.info("broadcast started", { name: room.name, matchId, pid: current.pid });
    void current.exited.then(({ code, missing, stderr }) => {
      if (encoder === current) encoder = null;
      if (stopped) return;
      if (missing) return d.onMissingEncoder();
      const wait = RESTART_MS[Math.min(restarts, RESTART_MS.length - 1)];
      restarts += 1;
      d.log.error("broadcast encoder exited", {
        name: room.name,
        code,
        wait,
        stderr: stderr.trim().slice(-300),
      });
      restartTimer = setTimeout(startEncoder, wait);
      restartTimer.unref?.();
    });
  }

  function tick() {
    const enc = encoder;
    if (!enc || stopped) return;
    const t = now();
    let due = Math.floor(((t - startedAt) * d.fps) / 1000) + 1 - written;
    if (due <= 0) return;
    if (due > d.fps) {
      written += due - 1; // more than a second behind (a stalled loop): the stream skips ahead
      due = 1;
    }
    const frame = d.surface.draw({
      match,
      home: room.match.home,
      away: room.match.away,
      anchor: room.anchor,
      caption: room.caption,
      sinceActionMs: t - actionAt,
      timeMs: t - startedAt,
      stamp: lastStreamFrame % 65536,
    });
    for (let i = 0; i < due && enc.write(frame); i++) written += 1;
    if (written > d.fps * 5) restarts = 0; // ran a few seconds: a later exit starts the backoff over
  }

  startEncoder();
  const tickMs = d.tickMs ?? Math.max(10, Math.floor(1000 / d.fps / 2));
  const timer = tickMs > 0 ? setInterval(tick, tickMs) : null;

  return {
    name: room.name,
    matchId,
    signature: broadcastSignature(room),
    /** The api's snapshot (every few seconds): heals missed frames while the stream is quiet. */
    refresh(next: DemoBroadcast) {
      if (now() - lastStreamFrame < STREAM_FRESH_MS) return;
      const m = next.match;
      apply({
        type: "update",
        frame: {
          id: matchId,
          state: m.state,
          clock: m.clock,
          homeScore: m.homeScore,
          awayScore: m.awayScore,
        },
      });
    },
    tick,
    state: () => match,
    pid: () => encoder?.pid,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      if (restartTimer) clearTimeout(restartTimer);
      stopFollowing();
      const enc = encoder;
      encoder = null;
      await enc?.stop();
    },
  };
}

export type RoomRenderer = ReturnType<typeof createRoomRenderer>;
