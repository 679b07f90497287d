import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Playback links: the api signs them, the media process checks them; this is the only module
 * that knows their shape. A link binds the file's place, the playback, the viewer and the
 * expiry, so changing any of them (or replaying a free link on a priced file) breaks it.
 */

/** Free playbacks: a link lasts a long viewing session. */
export const PLAYBACK_LINK_TTL_MS = 6 * 60 * 60 * 1000;
/** Priced ones: their length plus this, so a passed-on address dies soon after one viewing. */
export const PAID_LINK_GRACE_MS = 30 * 60 * 1000;
/** Leeway for the clocks of the api and media processes. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/** Priced files live apart (their own directory and route), so no free link can name one. */
export type PlaybackScope = "playback" | "paid";
export type PlaybackFile = { scope: PlaybackScope; file: string };
export type PlaybackGrant = PlaybackFile & { playbackId: number; viewerId: number };

const PATH = /^\/(playback|paid)\/([A-Za-z0-9_-]{1,64})\.flv$/;
const NUMBER = /^[1-9]\d{0,14}$/;

export const scopeOf = (price: number): PlaybackScope => (price > 0 ? "paid" : "playback");

export function linkTtlMs(price: number, durationSec: number): number {
  return price > 0
    ? Math.min(PLAYBACK_LINK_TTL_MS, durationSec * 1000 + PAID_LINK_GRACE_MS)
    : PLAYBACK_LINK_TTL_MS;
}

const signature = (secret: string, g: PlaybackGrant, expires: number) =>
  createHmac("sha256", secret)
    .update([g.scope, g.file, g.playbackId, g.viewerId, expires].join("|"))
    .digest("base64url")
    .slice(0, 32);

/** `/{scope}/{file}.flv?p={playback}&v={viewer}&e={expiry seconds}&s={signature}` on the media server. */
export function signPlaybackPath(secret: string, grant: PlaybackGrant, now: number, ttlMs: number) {
  const expires = Math.floor((now + ttlMs) / 1000);
  const q = new URLSearchParams({
    p: String(grant.playbackId),
    v: String(grant.viewerId),
    e: String(expires),
    s: signature(secret, grant, expires),
  });
  return `/${grant.scope}/${grant.file}.flv?${q}`;
}

/** The file a media request path names, or null when it is no playback path. */
export function playbackFileOf(pathname: string): PlaybackFile | null {
  const m = PATH.exec(pathname);
  return m ? { scope: m[1] as PlaybackScope, file: m[2] } : null;
}

/** True when the query was signed for exactly this file, with its playback and viewer, and is unexpired. */
export function verifyPlaybackLink(secret: string, target: PlaybackFile, q: URLSearchParams, now: number) {
  const [p, v, e, s] = ["p", "v", "e", "s"].map((k) => q.get(k) ?? "");
  if (![p, v, e].every((n) => NUMBER.test(n))) return false;
  const expires = Number(e);
  if (expires * 1000 < now || expires * 1000 > now + PLAYBACK_LINK_TTL_MS + CLOCK_SKEW_MS) return false;
  const want = Buffer.from(
    signature(secret, { ...target, playbackId: Number(p), viewerId: Number(v) }, expires),
  );
  const got = Buffer.from(s);
  return want.length === got.length && timingSafeEqual(want, got);
}

/** Constant-time comparison of two secrets of any length. */
export function sameSecret(a: string, b: string): boolean {
  const x = createHmac("sha256", "compare").update(a).digest();
  const y = createHmac("sha256", "compare").update(b).digest();
  return timingSafeEqual(x, y);
}
