import { createHmac, timingSafeEqual } from "node:crypto";

/** Playback links stay valid this long, so a paid highlight's address cannot be passed around for good. */
export const PLAYBACK_LINK_TTL_MS = 6 * 60 * 60 * 1000;

const signature = (secret: string, file: string, expires: number) =>
  createHmac("sha256", secret).update(`${file}.${expires}`).digest("base64url").slice(0, 32);

/** `/playback/{file}.flv?e={expiry seconds}&s={signature}` on the media server. */
export function signPlaybackPath(secret: string, file: string, now: number, ttlMs = PLAYBACK_LINK_TTL_MS) {
  const expires = Math.floor((now + ttlMs) / 1000);
  return `/playback/${file}.flv?e=${expires}&s=${signature(secret, file, expires)}`;
}

export function verifyPlaybackLink(
  secret: string,
  file: string,
  e: string | null,
  s: string | null,
  now: number,
) {
  const expires = Number(e);
  if (!s || !Number.isSafeInteger(expires) || expires * 1000 < now) return false;
  const want = Buffer.from(signature(secret, file, expires));
  const got = Buffer.from(s);
  return want.length === got.length && timingSafeEqual(want, got);
}

/** Constant-time comparison of two secrets of any length. */
export function sameSecret(a: string, b: string): boolean {
  const x = createHmac("sha256", "compare").update(a).digest();
  const y = createHmac("sha256", "compare").update(b).digest();
  return timingSafeEqual(x, y);
}
