/** The same-origin path under which browsers reach the api. */
export const GATEWAY_PREFIX = "/gateway";

/**
 * First segments of the api families the browser calls (SPEC §7) and of uploaded files. Never
 * /dev, /internal, /docs, /openapi.json, /healthz or the AJ-Captcha alias /captcha.
 */
export const GATEWAY_FAMILIES: ReadonlySet<string> = new Set([
  "api",
  "chat",
  "inform",
  "live",
  "pay",
  "tj",
  "uploads",
  "user",
]);

const unsafeSegment = (s: string) => s === "." || s === ".." || /[/\\]/.test(s);

/**
 * The api path for a request path under /gateway, or null when the door must not forward it:
 * a family off the list, a `.`/`..` or empty segment, an encoded slash or a broken escape.
 * Segments are decoded once and re-encoded, so nothing reaches the api that fetch would normalise.
 */
export function apiPathOf(pathname: string): string | null {
  if (!pathname.startsWith(`${GATEWAY_PREFIX}/`)) return null;
  const raw = pathname.slice(GATEWAY_PREFIX.length + 1).split("/");
  const segments: string[] = [];
  for (const [index, segment] of raw.entries()) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    // One trailing slash is a real path (`/pay/export/income/`); an empty segment elsewhere is not.
    if ((decoded === "" && index !== raw.length - 1) || unsafeSegment(decoded)) return null;
    segments.push(encodeURIComponent(decoded));
  }
  return segments[0] && GATEWAY_FAMILIES.has(segments[0]) ? `/${segments.join("/")}` : null;
}
