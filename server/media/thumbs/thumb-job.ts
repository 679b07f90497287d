import type { Logger } from "../../log/logger";
import type { GrabFrame } from "./ffmpeg-frame";
import type { ThumbStore } from "./thumb-store";

export type ThumbJobOptions = {
  store: ThumbStore;
  grab: GrabFrame;
  /** The stream names on air now (publishers and demo loops). */
  liveNames(): string[];
  /** Where ffmpeg reads a stream: the media process's own HTTP-FLV address of it. */
  sourceOf(name: string): string;
  log: Logger;
  /** A new picture of every live stream this often. */
  everyMs?: number;
  /** A stream's first picture this long after it is seen on air (its first key frame is there by then). */
  firstAfterMs?: number;
  /** Scheduling tick; 0 disables the timer (tests call `tick()`). */
  tickMs?: number;
  now?: () => number;
};

export const THUMB_EVERY_MS = 45_000;
const FIRST_AFTER_MS = 3_000;
const TICK_MS = 5_000;

/** true for the errors that mean "no ffmpeg here", as opposed to one stream that failed. */
const missingBinary = (error: unknown) =>
  error instanceof Error && "code" in error && (error.code === "ENOENT" || error.code === "EACCES");

/**
 * Live rooms' card pictures: every live stream gets a frame soon after it goes on air and then
 * every `everyMs`, one ffmpeg at a time (the machine's cores belong to the video); a stream off
 * air loses its picture, so its card shows the cover again. Without ffmpeg the job logs once and
 * takes nothing: every card shows its cover.
 */
export function createThumbJob(o: ThumbJobOptions) {
  const now = o.now ?? Date.now;
  const everyMs = o.everyMs ?? THUMB_EVERY_MS;
  const firstAfterMs = o.firstAfterMs ?? FIRST_AFTER_MS;
  const seenAt = new Map<string, number>();
  const takenAt = new Map<string, number>();
  const failing = new Set<string>();
  let disabled = false;
  let running: Promise<void> | null = null;

  function disable(error: unknown) {
    if (disabled) return;
    disabled = true;
    o.log.error("thumbnails off: ffmpeg not available, room cards show their covers", {
      error: String(error),
    });
  }

  async function take(name: string) {
    try {
      await o.grab(o.sourceOf(name), o.store.fileOf({ kind: "live", name }));
      takenAt.set(name, now());
      failing.delete(name);
    } catch (error) {
      if (missingBinary(error)) return disable(error);
      takenAt.set(name, now()); // retried at the next period, not every tick
      if (!failing.has(name)) o.log.error("thumbnail failed", { stream: name, error: String(error) });
      failing.add(name);
    }
  }

  async function run() {
    const live = new Set(o.liveNames());
    for (const name of [...seenAt.keys()]) {
      if (live.has(name)) continue;
      seenAt.delete(name);
      takenAt.delete(name);
      failing.delete(name);
      await o.store.remove({ kind: "live", name });
    }
    const t = now();
    for (const name of live) if (!seenAt.has(name)) seenAt.set(name, t);
    for (const name of live) {
      if (disabled) return;
      const last = takenAt.get(name);
      const due = last === undefined ? t - seenAt.get(name)! >= firstAfterMs : t - last >= everyMs;
      if (due) await take(name);
    }
  }

  /** One scheduling step; a step still running is joined, not doubled. */
  function tick() {
    running ??= run().finally(() => (running = null));
    return running;
  }

  let timer: ReturnType<typeof setInterval> | null = null;
  return {
    tick,
    /** false once ffmpeg was found missing. */
    enabled: () => !disabled,
    disable,
    start() {
      const every = o.tickMs ?? TICK_MS;
      if (every <= 0 || timer) return;
      timer = setInterval(
        () => void tick().catch((e) => o.log.error("thumbnail tick failed", { error: String(e) })),
        every,
      );
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
export type ThumbJob = ReturnType<typeof createThumbJob>;
