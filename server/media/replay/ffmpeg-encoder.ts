import { spawn, spawnSync } from "node:child_process";
import type { FrameEncoder } from "./replay-render";
import { REPLAY_VIDEO } from "./replay-render";

/** True when Debian's ffmpeg (apt-get install ffmpeg) answers on the PATH. */
export function hasFfmpeg(bin = "ffmpeg"): boolean {
  const run = spawnSync(bin, ["-hide_banner", "-version"], { stdio: "ignore", timeout: 5000 });
  return run.status === 0;
}

/**
 * ffmpeg reading raw RGBA frames on stdin and writing an FLV: H.264 at a low, capped bitrate
 * (the frames are mostly still: a pitch, a scoreboard, one moving ball), a key frame every
 * two seconds so a seek lands within two seconds, veryfast preset (a match renders in about a
 * minute). No audio: the replay is the animation.
 */
export function ffmpegEncoder(
  out: string,
  o: { width: number; height: number; fps: number },
  bin = "ffmpeg",
) {
  const gop = String(o.fps * REPLAY_VIDEO.keyframeSeconds);
  const rate = `${REPLAY_VIDEO.bitrateK}k`;
  const child = spawn(
    bin,
    [
      ...["-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba"],
      ...["-s", `${o.width}x${o.height}`, "-r", String(o.fps), "-i", "-"],
      ...["-c:v", "libx264", "-preset", "veryfast", "-tune", "stillimage", "-pix_fmt", "yuv420p"],
      ...["-profile:v", "baseline", "-g", gop, "-keyint_min", gop, "-sc_threshold", "0"],
      ...[
        "-b:v",
        rate,
        "-maxrate",
        `${REPLAY_VIDEO.bitrateK * 1.5}k`,
        "-bufsize",
        `${REPLAY_VIDEO.bitrateK * 3}k`,
      ],
      ...["-f", "flv", out],
    ],
    { stdio: ["pipe", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr.on("data", (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
  const done = new Promise<void>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${stderr}`)),
    );
  });
  done.catch(() => undefined);
  const encoder: FrameEncoder = {
    async write(rgba) {
      if (!child.stdin.write(rgba)) {
        await new Promise<void>((resolve, reject) => {
          child.stdin.once("drain", resolve);
          done.catch(reject);
        });
      }
    },
    async end() {
      child.stdin.end();
      await done;
    },
    abort() {
      child.kill("SIGKILL");
    },
  };
  return encoder;
}
