import { mkdir, readFile, rm, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { PlaybackScope } from "../../services/stream/signed-link";

/** How long a browser keeps a live room's picture before asking again (a new one comes every ~45 s). */
export const LIVE_THUMB_MAX_AGE_S = 30;
/** A playback's picture never changes. */
export const PLAYBACK_THUMB_MAX_AGE_S = 24 * 60 * 60;

export type ThumbKind = "live" | PlaybackScope;
export type ThumbTarget = { kind: ThumbKind; name: string };

const THUMB_PATH = /^\/thumbs\/(live|playback|paid)\/([A-Za-z0-9_-]{1,64})\.jpg$/;

/** `/thumbs/{live|playback|paid}/{name}.jpg` → its target; anything else → null. */
export function thumbOf(pathname: string): ThumbTarget | null {
  const m = THUMB_PATH.exec(pathname);
  return m ? { kind: m[1] as ThumbKind, name: m[2] } : null;
}

/** One file per live stream (overwritten each time) and per playback file, under `dir/{kind}/`. */
export function createThumbStore(dir: string) {
  const fileOf = (t: ThumbTarget) => path.join(dir, t.kind, `${t.name}.jpg`);
  return {
    fileOf,
    async prepare() {
      await Promise.all(
        ["live", "playback", "paid"].map((k) => mkdir(path.join(dir, k), { recursive: true })),
      );
    },
    async exists(t: ThumbTarget) {
      return (await stat(fileOf(t)).catch(() => null))?.isFile() ?? false;
    },
    remove: (t: ThumbTarget) => rm(fileOf(t), { force: true }),
  };
}
export type ThumbStore = ReturnType<typeof createThumbStore>;

/**
 * Sends a stored picture with its validators: a weak ETag of size and time and Last-Modified,
 * a short max-age for live rooms and a day for playbacks; a matching If-None-Match (or an
 * unchanged If-Modified-Since) gets 304. false when there is no picture.
 */
export async function sendThumb(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  maxAgeS: number,
): Promise<boolean> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return false;
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const modified = new Date(Math.floor(info.mtimeMs / 1000) * 1000);
  const headers = {
    "Cache-Control": `public, max-age=${maxAgeS}`,
    ETag: etag,
    "Last-Modified": modified.toUTCString(),
  };
  const since = Date.parse(String(req.headers["if-modified-since"] ?? ""));
  const fresh = req.headers["if-none-match"]
    ? req.headers["if-none-match"].split(",").some((tag) => tag.trim() === etag)
    : Number.isFinite(since) && modified.getTime() <= since;
  if (fresh) {
    res.writeHead(304, headers).end();
    return true;
  }
  const body = await readFile(file).catch(() => null);
  if (!body) return false;
  res.writeHead(200, { ...headers, "Content-Type": "image/jpeg", "Content-Length": body.length });
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}
