import type { ReplayTrack } from "@/lib/match-animation/replay-state";
import { createReplayCursor } from "@/lib/match-animation/replay-state";
import { drawMatchFrame, FRAME_H, FRAME_W, type FrameContext } from "@/lib/match-animation/draw-frame";

/** Archive settings: small frames, a few per second, a key frame every two seconds (seek step). */
export const REPLAY_VIDEO = { width: 480, height: 270, fps: 5, keyframeSeconds: 2, bitrateK: 32 } as const;

/** Where frames go: ffmpeg in the media process (ffmpeg-encoder.ts), a counter in tests. */
export type FrameEncoder = {
  /** One RGBA frame of width × height; resolves when the encoder can take the next. */
  write(rgba: Buffer): Promise<void>;
  end(): Promise<void>;
  abort(): void;
};

/** The one canvas call the renderer needs beyond the drawer's: @napi-rs/canvas's shape. */
export type RenderCanvas = {
  getContext(kind: "2d"): { scale(x: number, y: number): void };
  data(): Buffer;
};

export type RenderOptions = {
  createCanvas(width: number, height: number): RenderCanvas;
  fps?: number;
  width?: number;
  height?: number;
  /** Called now and then with the share of frames done (0..1). */
  onProgress?(done: number): void;
};

export const frameCount = (lengthMs: number, fps: number) => Math.max(1, Math.ceil((lengthMs / 1000) * fps));

/**
 * Renders a finished match's replay, frame by frame, from its track: the live broadcast's own
 * drawer (drawMatchFrame) scaled to the archive size, every frame the state at its time. The last
 * frame is the final whistle's, so a basket in the closing split second still shows when the
 * video ends.
 */
export async function renderReplay(track: ReplayTrack, encoder: FrameEncoder, o: RenderOptions) {
  const fps = o.fps ?? REPLAY_VIDEO.fps;
  const width = o.width ?? REPLAY_VIDEO.width;
  const height = o.height ?? REPLAY_VIDEO.height;
  const canvas = o.createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  ctx.scale(width / FRAME_W, height / FRAME_H);
  const at = createReplayCursor(track);
  const frames = frameCount(track.lengthMs, fps);
  const every = Math.max(1, Math.floor(frames / 100));
  try {
    for (let i = 0; i < frames; i++) {
      const atMs = i === frames - 1 ? track.lengthMs : (i * 1000) / fps;
      drawMatchFrame(ctx as unknown as FrameContext, at(atMs));
      await encoder.write(canvas.data());
      if (i % every === 0) o.onProgress?.(i / frames);
    }
    await encoder.end();
  } catch (error) {
    encoder.abort();
    throw error;
  }
  o.onProgress?.(1);
  return { frames };
}
