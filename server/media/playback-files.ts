import { readFile, realpath, stat } from "node:fs/promises";
import path from "node:path";
import type { PlaybackFile, PlaybackScope } from "../services/stream/signed-link";
import { indexFlv } from "./flv/keyframe-index";
import type { ReplaySource } from "./replay/replay-source";

/** A playback's bytes, or how far its rendering has come. */
export type PlaybackBody = Buffer | { rendering: number };

/** A room replay of a match: rendered from the match (replay-source.ts) rather than read. */
const REPLAY = /^replay-(\d{1,10})$/;
/** The clip replays play when this machine cannot render (scripts/make-demo-clip.sh). */
const FALLBACK_CLIP = "playback";
const KEEP_RENDERED = 2;

/**
 * Playback files, re-indexed once when first asked for (timestamps from 0, exact keyframe
 * index) and kept in memory with their modification time. Free and priced files live in
 * separate directories, so a name under one never reaches the other. Rendered replays come
 * indexed from the cache on disk; the last few watched stay in memory for range requests.
 */
export function createPlaybackFiles(
  dirs: Record<PlaybackScope, string>,
  replays: ReplaySource | null = null,
) {
  // Keyed by the real path: the demo's priced reels are links to one clip, indexed once.
  const cache = new Map<string, { mtimeMs: number; body: Buffer }>();
  const rendered = new Map<string, { mtimeMs: number; body: Buffer }>();

  async function loadFile(file: string, index: boolean) {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const memory = index ? cache : rendered;
    const hit = memory.get(file);
    if (hit && hit.mtimeMs === info.mtimeMs) return hit.body;
    const raw = await readFile(file);
    const body = index ? indexFlv(raw) : raw;
    memory.delete(file);
    memory.set(file, { mtimeMs: info.mtimeMs, body });
    if (!index) while (memory.size > KEEP_RENDERED) memory.delete(memory.keys().next().value!);
    return body;
  }

  return async function load({ scope, file: name }: PlaybackFile): Promise<PlaybackBody | null> {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(name)) return null;
    const replay = scope === "playback" ? REPLAY.exec(name) : null;
    if (replay && replays) {
      const status = await replays.status(Number(replay[1]));
      if (status.state === "failed") throw new Error(`replay ${replay[1]} could not be rendered`);
      return status.state === "rendering" ? { rendering: status.progress } : loadFile(status.file, false);
    }
    const own = replay ? FALLBACK_CLIP : name;
    const file = await realpath(path.join(dirs[scope], `${own}.flv`)).catch(() => null);
    return file ? loadFile(file, true) : null;
  };
}
