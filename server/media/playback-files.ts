import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { indexFlv } from "./flv/keyframe-index";

/**
 * Playback files, re-indexed once when first asked for (timestamps from 0, exact keyframe
 * index) and kept in memory with their modification time. Files are a few MB; a large archive
 * would write the indexed file next to the original instead.
 */
export function createPlaybackFiles(dir: string) {
  const cache = new Map<string, { mtimeMs: number; body: Buffer }>();

  return async function load(name: string): Promise<Buffer | null> {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(name)) return null;
    const file = path.join(dir, `${name}.flv`);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const hit = cache.get(name);
    if (hit && hit.mtimeMs === info.mtimeMs) return hit.body;
    const body = indexFlv(await readFile(file));
    cache.set(name, { mtimeMs: info.mtimeMs, body });
    return body;
  };
}
