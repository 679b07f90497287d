import {
  drawMatchFrame,
  FRAME_H,
  FRAME_W,
  type FrameContext,
  type MatchFrameState,
} from "@/lib/match-animation/draw-frame";

/** Draws a room's frames: one canvas per room, its pixels handed out as raw RGBA. */
export type FrameSurface = { draw(state: MatchFrameState): Buffer };
export type SurfaceFactory = () => FrameSurface;

/**
 * @napi-rs/canvas and the Noto Sans SC font, loaded when the first room goes on air; null (and
 * why) when the canvas binary cannot load on this machine, so the rooms keep the demo clip.
 */
export async function loadCanvasSurfaces(): Promise<{ factory: SurfaceFactory } | { error: string }> {
  try {
    const { createCanvas } = await import("@napi-rs/canvas");
    const { ensureCaptchaFont, CAPTCHA_FONT_FAMILY } = await import("../../services/captcha/captcha-font");
    ensureCaptchaFont();
    const factory: SurfaceFactory = () => {
      const canvas = createCanvas(FRAME_W, FRAME_H);
      const ctx = canvas.getContext("2d") as unknown as FrameContext;
      return {
        draw(state) {
          drawMatchFrame(ctx, state, { fontFamily: CAPTCHA_FONT_FAMILY });
          return canvas.data();
        },
      };
    };
    return { factory };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
