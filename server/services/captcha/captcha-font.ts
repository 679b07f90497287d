import { GlobalFonts } from "@napi-rs/canvas";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

export const CAPTCHA_FONT_FAMILY = "CaptchaSC";

let registration: { files: number; ms: number } | undefined;

/**
 * Registers every bold Noto Sans SC subset (one per unicode range) under one family, once.
 * Lazy because it costs ~80 ms and only click-word images need it.
 */
export function ensureCaptchaFont(): { files: number; ms: number } {
  if (registration) return registration;
  const started = performance.now();
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve("@fontsource/noto-sans-sc/package.json")), "files");
  const files = readdirSync(dir).filter((name) => name.endsWith("-700-normal.woff2"));
  if (files.length === 0) throw new Error(`No bold Noto Sans SC subsets found in ${dir}`);
  for (const name of files) GlobalFonts.registerFromPath(path.join(dir, name), CAPTCHA_FONT_FAMILY);
  registration = { files: files.length, ms: performance.now() - started };
  return registration;
}
