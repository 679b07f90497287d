import { createHash } from "node:crypto";
import { readFile, rm, writeFile } from "node:fs/promises";
import type { ReplayTrack } from "@/lib/match-animation/replay-state";
import type { Logger } from "../../log/logger";
import { indexFlv } from "../flv/keyframe-index";
import { ffmpegEncoder, hasFfmpeg } from "./ffmpeg-encoder";
import { createReplayCache, type ReplayStatus } from "./replay-cache";
import { renderReplay, REPLAY_VIDEO, type RenderCanvas } from "./replay-render";

export type ReplaySourceOptions = {
  dir: string;
  budgetMb: number;
  track(playbackId: number): Promise<ReplayTrack>;
  log: Logger;
  ffmpeg?: string;
};

/**
 * Rendered replays when this machine can make them (ffmpeg on the PATH and @napi-rs/canvas's
 * prebuilt binary loading); otherwise null, said once in the log, and replays play the demo clip.
 */
export async function createReplaySource(o: ReplaySourceOptions): Promise<ReplaySource | null> {
  const bin = o.ffmpeg ?? "ffmpeg";
  const canvas = await import("@napi-rs/canvas").catch(() => null);
  if (!canvas || !hasFfmpeg(bin)) {
    o.log.info("replays play the demo clip: rendering needs ffmpeg and @napi-rs/canvas", {
      ffmpeg: hasFfmpeg(bin),
      canvas: canvas !== null,
    });
    return null;
  }
  const { width, height, fps } = REPLAY_VIDEO;
  // A replay's key: its id and a fingerprint of what it shows, asked of the api once per run.
  const keys = new Map<number, Promise<string>>();
  const tracks = new Map<string, ReplayTrack>();
  const keyOf = (id: number) => {
    let key = keys.get(id);
    if (!key) {
      key = o.track(id).then((track) => {
        const print = createHash("sha1").update(JSON.stringify(track)).digest("hex").slice(0, 12);
        tracks.set(`${id}-${print}`, track);
        return `${id}-${print}`;
      });
      keys.set(id, key);
      key.catch(() => keys.delete(id));
    }
    return key;
  };
  const cache = createReplayCache({
    dir: o.dir,
    budgetBytes: o.budgetMb * 1024 * 1024,
    async produce(key, out, onProgress) {
      const started = Date.now();
      const track = tracks.get(key);
      if (!track) throw new Error(`no track for replay ${key}`);
      if (track.lengthMs <= 0) throw new Error("match without a stored timeline");
      const raw = `${out}.raw`;
      try {
        const encoder = ffmpegEncoder(raw, { width, height, fps }, bin);
        const create = (w: number, h: number) => canvas.createCanvas(w, h) as unknown as RenderCanvas;
        const { frames } = await renderReplay(track, encoder, { createCanvas: create, onProgress });
        // The exact keyframe index (flv.js seeks by it), written once next to the cache entry.
        const body = indexFlv(await readFile(raw));
        await writeFile(out, body);
        o.log.info("replay rendered", { key, frames, ms: Date.now() - started, bytes: body.length });
      } finally {
        await rm(raw, { force: true });
      }
    },
    onError: (key, error) => o.log.error("replay rendering failed", { key, error: String(error) }),
  });
  return { status: async (id: number): Promise<ReplayStatus> => cache.status(await keyOf(id)) };
}

/** A room replay's rendering state by playback id (playback-files.ts serves it). */
export type ReplaySource = { status(id: number): Promise<ReplayStatus> };
