import { spawn, type ChildProcess } from "node:child_process";
import { FRAME_H, FRAME_W } from "../../lib/match-animation/frame-size";
import { readScoreMarker, type MarkerValue } from "../../lib/match-animation/score-marker";

export type Score = MarkerValue;

const decoderArgs = (url: string) => [
  ...["-hide_banner", "-loglevel", "error", "-fflags", "nobuffer", "-flags", "low_delay"],
  ...["-analyzeduration", "500000", "-probesize", "65536", "-i", url, "-an"],
  ...["-vf", `scale=${FRAME_W}:${FRAME_H}`, "-f", "rawvideo", "-pix_fmt", "gray", "pipe:1"],
];

/**
 * Decodes a rendered broadcast (HTTP-FLV) with ffmpeg as it arrives and reads the score marker of
 * every frame (lib/match-animation/score-marker.ts): what a viewer sees, frame by frame. Like the
 * site's player it reconnects when the stream ends (a clip viewer is sent to a new publisher so).
 * `score` is null while frames carry no marker (the demo clip has none).
 */
export function watchRenderedScore(url: string, ffmpeg = process.env.MEDIA_FFMPEG ?? "ffmpeg") {
  const frameBytes = FRAME_W * FRAME_H;
  let frames = 0;
  let marked = 0;
  let score: Score | null = null;
  let stopped = false;
  let child: ChildProcess | null = null;
  const listeners = new Set<(s: Score | null) => void>();

  function open() {
    if (stopped) return;
    let pending = Buffer.alloc(0);
    const c = spawn(ffmpeg, decoderArgs(url), { stdio: ["ignore", "pipe", "ignore"] });
    child = c;
    c.on("error", () => {});
    c.on("exit", () => setTimeout(open, 200));
    c.stdout!.on("data", (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= frameBytes) {
        const frame = pending.subarray(0, frameBytes);
        pending = pending.subarray(frameBytes);
        frames += 1;
        const at = (x: number, y: number) => frame[Math.floor(y) * FRAME_W + Math.floor(x)];
        score = readScoreMarker(at, { x: FRAME_W, y: FRAME_H });
        if (score) marked += 1;
        for (const l of listeners) l(score);
      }
    });
  }
  open();

  return {
    score: () => score,
    frames: () => frames,
    /** Frames that carried a readable marker. */
    marked: () => marked,
    /** Resolves at the first decoded frame `want` accepts, with the time it was decoded. */
    until(want: (s: Score | null) => boolean, timeoutMs = 15_000): Promise<number> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no such frame within ${timeoutMs} ms (last score ${JSON.stringify(score)})`));
        }, timeoutMs);
        const check = (s: Score | null) => {
          if (!want(s)) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve(performance.now());
        };
        listeners.add(check);
      });
    },
    /** Every decoded frame's marker (null without one) and the wall-clock time it was decoded. */
    onFrame(listener: (s: Score | null, atMs: number) => void) {
      listeners.add((s) => listener(s, Date.now()));
    },
    stop() {
      stopped = true;
      child?.kill("SIGKILL");
    },
  };
}
