// Helpers shared by this folder's tests: a clock to move by hand and the browser's encryption.
import AES from "crypto-js/aes";
import Utf8 from "crypto-js/enc-utf8";
import ECB from "crypto-js/mode-ecb";
import Pkcs7 from "crypto-js/pad-pkcs7";
import { createCaptchaService } from "./captcha-service";
import type { CaptchaServiceOptions } from "./captcha-types";

export function browserEncrypt(text: string, key: string): string {
  return AES.encrypt(Utf8.parse(text), Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString();
}

/** What the widget sends as pointJson: encrypted when a secretKey came with the challenge. */
export function browserPointJson(point: unknown, secretKey: string | undefined): string {
  const json = JSON.stringify(point);
  return secretKey ? browserEncrypt(json, secretKey) : json;
}

const PNG_SIGNATURE = "89504e470d0a1a0a";

/** Width and height from a PNG's IHDR chunk; throws when the bytes are not a PNG. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.subarray(0, 8).toString("hex") !== PNG_SIGNATURE || png.subarray(12, 16).toString() !== "IHDR") {
    throw new Error("not a PNG");
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

export function createTestCaptcha(options: Omit<CaptchaServiceOptions, "now"> = {}) {
  let time = Date.UTC(2025, 0, 1);
  const service = createCaptchaService({ ...options, now: () => time });
  return {
    service,
    advance(ms: number) {
      time += ms;
    },
  };
}
