import { createCanvas, GlobalFonts } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { CAPTCHA_FONT_FAMILY, ensureCaptchaFont } from "./captcha-font";

function glyphPixels(character: string): Uint8ClampedArray {
  const canvas = createCanvas(40, 40);
  const ctx = canvas.getContext("2d");
  ctx.font = `bold 28px ${CAPTCHA_FONT_FAMILY}`;
  ctx.textBaseline = "middle";
  ctx.fillText(character, 6, 20);
  return ctx.getImageData(0, 0, 40, 40).data;
}

const ink = (pixels: Uint8ClampedArray) => pixels.filter((value, i) => i % 4 === 3 && value > 0).length;

describe("captcha font", () => {
  it("registers the bold subsets once and draws real, distinct Chinese glyphs", () => {
    let started = performance.now();
    const registration = ensureCaptchaFont();
    const registerMs = performance.now() - started;
    expect(registration.files).toBeGreaterThan(90);
    expect(ensureCaptchaFont()).toBe(registration);
    // Asked for by name, so a machine without system CJK fonts draws the same as this one.
    expect(GlobalFonts.has(CAPTCHA_FONT_FAMILY)).toBe(true);

    started = performance.now();
    const ball = glyphPixels("球");
    const firstGlyphMs = performance.now() - started;
    const match = glyphPixels("赛");
    console.info(
      `font: ${registration.files} files in ${registerMs.toFixed(0)} ms; first glyph ${firstGlyphMs.toFixed(0)} ms`,
    );
    // Missing glyphs would come out as identical boxes (or nothing at all).
    expect(ink(ball)).toBeGreaterThan(100);
    expect(ink(match)).toBeGreaterThan(100);
    expect(Buffer.from(ball).equals(Buffer.from(match))).toBe(false);
  });
});
