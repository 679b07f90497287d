import { encodeTag } from "../flv/flv-tags";
import type { LoopClip } from "./loop-clip";

/** Where a viewer's bytes go: an HTTP response, or a collector in tests. */
export type LoopSink = {
  write(chunk: Buffer): boolean;
  once(event: "drain", listener: () => void): unknown;
};

export type LoopChannelOptions = {
  now?: () => number;
  /** Pacing tick; 0 disables the timer (tests call `tick()`). */
  tickMs?: number;
  /** A viewer this far behind the clock (slow reader) skips to the newest key frame. */
  maxLagMs?: number;
};

type Viewer = { sink: LoopSink; offset: number; loop: number; index: number; base: number; blocked: boolean };

/**
 * A clip played as an endless live stream on one shared clock. Each viewer gets the header
 * and sequence headers once, then starts at the newest key frame at or before "now" (the GOP
 * so far arrives at once, so the first picture shows immediately) and is then paced by the
 * clock. Timestamps are rebased per viewer to start at 0 and keep growing across loops.
 * A viewer whose socket is full gets nothing until it drains.
 */
export function createLoopChannel(clip: LoopClip, opts: LoopChannelOptions = {}) {
  const now = opts.now ?? Date.now;
  const tickMs = opts.tickMs ?? 20;
  const maxLag = opts.maxLagMs ?? 3000;
  const epoch = now();
  const viewers = new Set<Viewer>();
  let timer: ReturnType<typeof setInterval> | null = null;
  const { frames, keys, period } = clip;

  const clockOf = (v: Viewer) => now() - epoch + v.offset;
  const absTs = (v: Viewer) => v.loop * period + frames[v.index].ts;

  function seekToLatestKey(v: Viewer, t: number) {
    let loop = Math.floor(t / period);
    const pos = t - loop * period;
    let k = -1;
    for (const i of keys) if (frames[i].ts <= pos) k = i;
    if (k < 0) {
      loop -= 1;
      k = keys[keys.length - 1];
    }
    v.loop = loop;
    v.index = k;
  }

  function pump(v: Viewer) {
    if (v.blocked) return;
    const t = clockOf(v);
    if (t - absTs(v) > maxLag) seekToLatestKey(v, t);
    const chunks: Buffer[] = [];
    while (absTs(v) <= t) {
      const f = frames[v.index];
      chunks.push(encodeTag(f.type, absTs(v) - v.base, f.data));
      v.index += 1;
      if (v.index === frames.length) {
        v.index = 0;
        v.loop += 1;
      }
    }
    if (chunks.length && !v.sink.write(Buffer.concat(chunks))) {
      v.blocked = true;
      v.sink.once("drain", () => {
        v.blocked = false;
        pump(v);
      });
    }
  }

  function tick() {
    for (const v of viewers) pump(v);
  }

  return {
    period,
    /** Starts a viewer; `offsetMs` shifts its place in the clip (rooms need not look identical). */
    attach(sink: LoopSink, offsetMs = 0): () => void {
      const v: Viewer = { sink, offset: offsetMs, loop: 0, index: 0, base: 0, blocked: false };
      seekToLatestKey(v, clockOf(v));
      v.base = absTs(v);
      viewers.add(v);
      v.blocked = !sink.write(clip.prelude);
      if (v.blocked) {
        sink.once("drain", () => {
          v.blocked = false;
          pump(v);
        });
      } else pump(v);
      if (!timer && tickMs > 0) {
        timer = setInterval(tick, tickMs);
        timer.unref();
      }
      return () => {
        viewers.delete(v);
        if (!viewers.size && timer) {
          clearInterval(timer);
          timer = null;
        }
      };
    },
    tick,
    viewerCount: () => viewers.size,
    close() {
      viewers.clear();
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

export type LoopChannel = ReturnType<typeof createLoopChannel>;
