import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

type Handle = (req: IncomingMessage, res: ServerResponse) => unknown;
type Entry = { headers: OutgoingHttpHeaders; body: Buffer; expires: number };

/**
 * A one-second memory of public pages Next served from its ISR cache, in front of Next's own
 * routing. Next's path (middleware, route matching, cache lookup) costs several times what sending
 * the bytes does; within a second the same anonymous page is sent as stored. Revalidation stays
 * Next's: a page is at most TTL_MS older than Next would send. Signed-in browsers, RSC and
 * prefetch requests, the gateway and anything Next marks private or sets a cookie on never enter.
 */
export const PAGE_CACHE_TTL_MS = 1000;
const MAX_ENTRIES = 300;
const MAX_BODY_BYTES = 1024 * 1024;
const SESSION_COOKIE = /(?:^|;\s*)(?:auth|signed_in)=/;

export function isCacheableRequest(req: IncomingMessage): boolean {
  if (req.method !== "GET") return false;
  const url = req.url ?? "/";
  if (url.startsWith("/gateway/") || url.startsWith("/_next/") || url.includes("_rsc=")) return false;
  const h = req.headers;
  if (h.rsc || h["next-router-prefetch"] || h["next-router-state-tree"] || h["next-action"]) return false;
  return !SESSION_COOKIE.test(h.cookie ?? "");
}

/** Only what Next answered from its ISR cache: shared, no cookie, a whole 200. */
export function isStorableResponse(res: ServerResponse): boolean {
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  const isr = String(res.getHeader("x-nextjs-cache") ?? "");
  return (
    res.statusCode === 200 &&
    !res.hasHeader("set-cookie") &&
    /\bs-maxage=/.test(cacheControl) &&
    !/private|no-store|no-cache/.test(cacheControl) &&
    (isr === "HIT" || isr === "STALE")
  );
}

const keyOf = (req: IncomingMessage) =>
  `${/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? "")) ? "gz" : "id"} ${req.url}`;

type Chunk = string | Uint8Array;
const toBuffer = (chunk: Chunk, encoding?: unknown) =>
  typeof chunk === "string" ? Buffer.from(chunk, (encoding as BufferEncoding) ?? "utf8") : Buffer.from(chunk);

/** Collects what `handle` writes to `res`, then gives it to `done` (null when it grew too big). */
function capture(res: ServerResponse, done: (body: Buffer | null) => void) {
  const chunks: Buffer[] = [];
  let size = 0;
  const collect = (chunk: Chunk | undefined, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function" || size > MAX_BODY_BYTES) return;
    const buffer = toBuffer(chunk, encoding);
    size += buffer.length;
    chunks.push(buffer);
  };
  // Headers given to writeHead skip the store getHeader reads: move them there first.
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find((arg) => typeof arg === "object" && arg !== null && !Array.isArray(arg));
    for (const [name, value] of Object.entries((headers ?? {}) as OutgoingHttpHeaders))
      if (value !== undefined) res.setHeader(name, value);
    return writeHead(status, ...rest.filter((arg) => typeof arg === "string"));
  }) as ServerResponse["writeHead"];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((chunk: Chunk, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as ServerResponse["write"];
  res.end = ((chunk?: Chunk, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    done(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks));
    return end(chunk, ...rest);
  }) as ServerResponse["end"];
}

export function createPageCache(handle: Handle, now: () => number = Date.now): Handle {
  const entries = new Map<string, Entry>();
  return (req, res) => {
    if (!isCacheableRequest(req)) return handle(req, res);
    const key = keyOf(req);
    const hit = entries.get(key);
    if (hit && hit.expires > now()) {
      const fresh = hit.headers.etag !== undefined && req.headers["if-none-match"] === hit.headers.etag;
      res.writeHead(fresh ? 304 : 200, hit.headers);
      return res.end(fresh ? undefined : hit.body);
    }
    if (hit) entries.delete(key);
    capture(res, (body) => {
      if (!body || !isStorableResponse(res)) return;
      const headers = { ...res.getHeaders(), "content-length": body.length };
      delete headers["transfer-encoding"];
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { headers, body, expires: now() + PAGE_CACHE_TTL_MS });
    });
    return handle(req, res);
  };
}
