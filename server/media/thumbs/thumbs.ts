import { realpath } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { Logger } from "../../log/logger";
import type { PlaybackScope } from "../../services/stream/signed-link";
import type { GrabFrame } from "./ffmpeg-frame";
import { createThumbJob, type ThumbJobOptions } from "./thumb-job";
import {
  createThumbStore,
  LIVE_THUMB_MAX_AGE_S,
  PLAYBACK_THUMB_MAX_AGE_S,
  sendThumb,
  type ThumbTarget,
} from "./thumb-store";

/** A playback's card shows the picture this far in (past the opening black frames). */
const PLAYBACK_FRAME_AT_S = 3;

export type ThumbsOptions = Pick<ThumbJobOptions, "liveNames" | "sourceOf" | "everyMs" | "tickMs" | "now"> & {
  dir: string;
  grab: GrabFrame;
  playbackDirs: Record<PlaybackScope, string>;
  log: Logger;
};

/**
 * Card pictures of the media process: live streams' frames taken by the job, playbacks' frames
 * taken once on first request and kept, both served from `dir` under `/thumbs/…`.
 */
export async function createThumbs(o: ThumbsOptions) {
  const store = createThumbStore(o.dir);
  await store.prepare();
  const job = createThumbJob({ ...o, store });
  const pending = new Map<string, Promise<boolean>>();

  async function takePlayback(t: ThumbTarget & { kind: PlaybackScope }): Promise<boolean> {
    if (await store.exists(t)) return true;
    if (!job.enabled()) return false;
    const source = await realpath(path.join(o.playbackDirs[t.kind], `${t.name}.flv`)).catch(() => null);
    if (!source) return false;
    try {
      await o.grab(source, store.fileOf(t), { seekSec: PLAYBACK_FRAME_AT_S });
      return true;
    } catch (error) {
      if (error instanceof Error && "code" in error && error.code === "ENOENT") job.disable(error);
      else o.log.error("playback thumbnail failed", { file: t.name, error: String(error) });
      return false;
    }
  }

  /** A playback's picture, taken at most once at a time per file. */
  function ensurePlayback(t: ThumbTarget & { kind: PlaybackScope }) {
    const key = `${t.kind}/${t.name}`;
    let taking = pending.get(key);
    if (!taking) {
      taking = takePlayback(t).finally(() => pending.delete(key));
      pending.set(key, taking);
    }
    return taking;
  }

  return {
    job,
    async serve(req: IncomingMessage, res: ServerResponse, t: ThumbTarget): Promise<boolean> {
      if (t.kind === "live") return sendThumb(req, res, store.fileOf(t), LIVE_THUMB_MAX_AGE_S);
      if (!(await ensurePlayback({ ...t, kind: t.kind }))) return false;
      return sendThumb(req, res, store.fileOf(t), PLAYBACK_THUMB_MAX_AGE_S);
    },
  };
}
export type Thumbs = Awaited<ReturnType<typeof createThumbs>>;
