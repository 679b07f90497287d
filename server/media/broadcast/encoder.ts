import { spawn, type ChildProcessByStdio } from "node:child_process";
import type { Readable, Writable } from "node:stream";

export type EncoderSettings = {
  /** The ffmpeg binary: a path or a name found on PATH. */
  ffmpeg: string;
  width: number;
  height: number;
  fps: number;
  /** Video bitrate, kbit/s. */
  kbps: number;
};

/** A running encoder of one room: raw RGBA frames in, H.264 over RTMP out. */
export type Encoder = {
  pid: number | undefined;
  /** Queues one frame; false while the encoder is behind (the caller skips a frame). */
  write(frame: Buffer): boolean;
  /** Ends the encoder: stdin closed, then SIGTERM, then SIGKILL; resolves once it has exited. */
  stop(): Promise<void>;
  /** Resolves when the process ends by itself or is stopped; `missing` when ffmpeg is not installed. */
  exited: Promise<{ code: number | null; missing: boolean; stderr: string }>;
};

export type SpawnEncoder = (target: string) => Encoder;

/** ffmpeg's arguments: raw frames on stdin, libx264 with a keyframe every second, FLV to `target`. */
export function encoderArgs(s: EncoderSettings, target: string): string[] {
  const size = `${s.width}x${s.height}`;
  return [
    ...["-hide_banner", "-loglevel", "error", "-nostats"],
    ...["-f", "rawvideo", "-pix_fmt", "rgba", "-s", size, "-r", String(s.fps), "-i", "pipe:0"],
    // A silent mono track: players (flv.js) wait for the audio an FLV header announces.
    ...["-f", "lavfi", "-i", "anullsrc=r=22050:cl=mono", "-map", "0:v", "-map", "1:a"],
    // -shortest: the output (and ffmpeg) ends with the frames on stdin, never on the endless silence.
    ...["-c:a", "aac", "-b:a", "24k", "-shortest"],
    ...["-c:v", "libx264", "-preset", "veryfast", "-tune", "zerolatency"],
    ...["-profile:v", "baseline", "-pix_fmt", "yuv420p", "-threads", "1"],
    // A keyframe every second: a new viewer's picture starts within one.
    ...["-g", String(s.fps), "-keyint_min", String(s.fps), "-sc_threshold", "0"],
    ...["-b:v", `${s.kbps}k`, "-maxrate", `${s.kbps}k`, "-bufsize", `${s.kbps * 2}k`],
    ...["-f", "flv", target],
  ];
}

const MAX_QUEUED_FRAMES = 3;

export function ffmpegEncoder(s: EncoderSettings): SpawnEncoder {
  const frameBytes = s.width * s.height * 4;
  return (target) => {
    const child: ChildProcessByStdio<Writable, null, Readable> = spawn(s.ffmpeg, encoderArgs(s, target), {
      stdio: ["pipe", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (c: Buffer) => (stderr = (stderr + c.toString()).slice(-2000)));
    child.stdin.on("error", () => {}); // EPIPE when ffmpeg quits: the exit tells why
    let missing = false;
    const exited = new Promise<{ code: number | null; missing: boolean; stderr: string }>((resolve) => {
      child.once("error", (e: NodeJS.ErrnoException) => {
        missing = e.code === "ENOENT";
        resolve({ code: null, missing, stderr: stderr || e.message });
      });
      child.once("exit", (code) => resolve({ code, missing, stderr }));
    });
    return {
      pid: child.pid,
      write(frame) {
        if (!child.stdin.writable || child.stdin.writableLength > MAX_QUEUED_FRAMES * frameBytes)
          return false;
        child.stdin.write(frame);
        return true;
      },
      async stop() {
        if (child.exitCode !== null || child.pid === undefined) return void (await exited);
        child.stdin.end();
        const term = setTimeout(() => child.kill("SIGTERM"), 1000);
        const kill = setTimeout(() => child.kill("SIGKILL"), 3000);
        await exited;
        clearTimeout(term);
        clearTimeout(kill);
      },
      exited,
    };
  };
}
