import { readFile, realpath, stat } from "node:fs/promises";
import path from "node:path";
import type { PlaybackFile, PlaybackScope } from "../services/stream/signed-link";
import { indexFlv } from "./flv/keyframe-index";

/**
 * Playback files, re-indexed once when first asked for (timestamps from 0, exact keyframe
 * index) and kept in memory with their modification time. Free and priced files live in
 * separate directories, so a name under one never reaches the other. Files are a few MB; a
 * large archive would write the indexed file next to the original instead.
 */
export function createPlaybackFiles(dirs: Record<PlaybackScope, string>) {
  // Keyed by the real path: the demo's priced reels are links to one clip, indexed once.
  const cache = new Map<string, { mtimeMs: number; body: Buffer }>();

  return async function load({ scope, file: name }: PlaybackFile): Promise<Buffer | null> {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(name)) return null;
    const file = await realpath(path.join(dirs[scope], `${name}.flv`)).catch(() => null);
    const info = file === null ? null : await stat(file).catch(() => null);
    if (!file || !info?.isFile()) return null;
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === info.mtimeMs) return hit.body;
    const body = indexFlv(await readFile(file));
    cache.set(file, { mtimeMs: info.mtimeMs, body });
    return body;
  };
}
