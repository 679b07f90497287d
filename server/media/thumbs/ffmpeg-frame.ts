import { spawn } from "node:child_process";
import { rename, rm } from "node:fs/promises";

/** A card's picture: 320x180 JPEG, small enough for a grid of them. */
export const THUMB_SIZE = { width: 320, height: 180 } as const;
const GRAB_TIMEOUT_MS = 15_000;

export type GrabFrame = (input: string, output: string, opts?: { seekSec?: number }) => Promise<void>;

/** ffmpeg's arguments for one frame of `input` as a 320x180 JPEG (letterboxed, never stretched). */
export function frameArgs(input: string, output: string, seekSec?: number): string[] {
  const { width: w, height: h } = THUMB_SIZE;
  return [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    ...(seekSec ? ["-ss", String(seekSec)] : []),
    "-i",
    input,
    "-an",
    "-frames:v",
    "1",
    "-vf",
    `scale=${w}:${h}:force_original_aspect_ratio=decrease,pad=${w}:${h}:(ow-iw)/2:(oh-ih)/2`,
    "-q:v",
    "6",
    "-f",
    "image2",
    output,
  ];
}

/**
 * One frame through the ffmpeg binary at `ffmpegPath`: written beside the target and renamed
 * over it, so a reader never sees half a picture. Rejects with the binary's message (or
 * ENOENT when it is missing).
 */
export function ffmpegFrameGrabber(ffmpegPath: string): GrabFrame {
  return (input, output, opts = {}) =>
    new Promise<void>((resolve, reject) => {
      const partial = `${output}.part.jpg`;
      const child = spawn(ffmpegPath, frameArgs(input, partial, opts.seekSec), {
        stdio: ["ignore", "ignore", "pipe"],
      });
      let stderr = "";
      child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-400)));
      const timer = setTimeout(() => child.kill("SIGKILL"), GRAB_TIMEOUT_MS);
      child.once("error", (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once("close", (code) => {
        clearTimeout(timer);
        if (code === 0) rename(partial, output).then(resolve, reject);
        else {
          void rm(partial, { force: true });
          reject(new Error(`ffmpeg exited ${code}: ${stderr.trim() || "no output"}`));
        }
      });
    });
}
