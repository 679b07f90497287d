import type { Logger } from "../../log/logger";
import type { DemoBroadcast } from "../../services/stream/demo-broadcasts";
import type { MediaApi } from "../api-client";
import type { SpawnEncoder } from "./encoder";
import type { SurfaceFactory } from "./frame-surface";
import { createRoomRenderer, broadcastSignature, type FollowMatch, type RoomRenderer } from "./room-renderer";

export type BroadcasterDeps = {
  api: Pick<MediaApi, "broadcasts">;
  /** rtmp://host:port/live of this process's own ingest. */
  rtmpBase: string;
  /** Loads the drawing surface (the canvas binary); an error leaves the rooms on the clip. */
  surfaces: () => Promise<{ factory: SurfaceFactory } | { error: string }>;
  spawn: SpawnEncoder;
  follow: FollowMatch;
  fps: number;
  log: Logger;
  now?: () => number;
  /** How often the api is asked which rooms to render; 0: only `sync()` (tests). */
  pollMs?: number;
  /** Passed to each renderer (tests: 0 and `tick()` by hand). */
  tickMs?: number;
};

/**
 * The rendered broadcasts of the demo rooms: every few seconds the api says which up demo rooms
 * have a bound match; each gets a renderer publishing into it, restarted when its match (or what
 * the picture shows of the room) changes and stopped when the room leaves the list. Without an
 * encoder or a canvas it logs once and renders nothing: nobody publishes, so the rooms loop the clip.
 */
export function createBroadcaster(d: BroadcasterDeps) {
  const renderers = new Map<string, RoomRenderer>();
  let factory: SurfaceFactory | null = null;
  let disabled: string | null = null;
  let queue: Promise<void> = Promise.resolve();
  let failing = false;

  const stopAll = async () => {
    const all = [...renderers.values()];
    renderers.clear();
    await Promise.all(all.map((r) => r.stop()));
  };

  function disable(why: string) {
    if (disabled) return;
    disabled = why;
    d.log.error(`rendered broadcasts off (${why}): demo rooms play the demo clip`);
    void stopAll();
  }

  async function apply(rooms: DemoBroadcast[]) {
    if (disabled) return;
    if (!factory && rooms.length) {
      const loaded = await d.surfaces();
      if ("error" in loaded) return disable(`canvas unavailable: ${loaded.error}`);
      factory = loaded.factory;
    }
    const wanted = new Map(rooms.map((r) => [r.name, r]));
    const stale = [...renderers.values()].filter((r) => {
      const room = wanted.get(r.name);
      return !room || broadcastSignature(room) !== r.signature;
    });
    for (const r of stale) renderers.delete(r.name);
    await Promise.all(stale.map((r) => r.stop()));
    for (const room of rooms) {
      if (disabled || !factory) return;
      const running = renderers.get(room.name);
      if (running) {
        running.refresh(room);
        continue;
      }
      const key = encodeURIComponent(room.key);
      renderers.set(
        room.name,
        createRoomRenderer({
          room,
          target: `${d.rtmpBase}/${room.name}?key=${key}`,
          surface: factory(),
          spawn: d.spawn,
          follow: d.follow,
          fps: d.fps,
          log: d.log,
          now: d.now,
          tickMs: d.tickMs,
          onMissingEncoder: () => disable("ffmpeg not found"),
        }),
      );
    }
  }

  /** Brings the renderers in line with the api's list (one sync at a time). */
  function sync(): Promise<void> {
    queue = queue.then(async () => {
      if (disabled) return;
      try {
        const rooms = await d.api.broadcasts();
        failing = false;
        await apply(rooms);
      } catch (error) {
        if (!failing) d.log.error("broadcast list failed", { error: String(error) });
        failing = true;
      }
    });
    return queue;
  }

  const poll = d.pollMs === 0 ? null : setInterval(() => void sync(), d.pollMs ?? 2000);
  poll?.unref?.();

  return {
    sync,
    /** Rooms being rendered now, with their encoder's process id (the bench measures them). */
    rendering: () => [...renderers.values()].map((r) => ({ name: r.name, matchId: r.matchId, pid: r.pid() })),
    renderer: (name: string) => renderers.get(name),
    disabled: () => disabled,
    async stop() {
      if (poll) clearInterval(poll);
      disabled = disabled ?? "stopped";
      await queue;
      await stopAll();
    },
  };
}

export type Broadcaster = ReturnType<typeof createBroadcaster>;
