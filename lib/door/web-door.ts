import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import type { WebEnv } from "@/lib/web-env-schema";
import { clientOf, parseTrustedProxies, type TrustedProxies } from "./client-address";
import { DOOR_MESSAGES, doorEnvelope } from "./door-messages";
import { GATEWAY_PREFIX } from "./gateway-paths";
import { createPageCache } from "./page-cache";
import { hasMalformedPath } from "./request-path";
import { securityHeaders } from "./security-headers";

type Handle = (req: IncomingMessage, res: ServerResponse) => unknown;

/** Set by a proxy in front of us; a client's own values would mislead Next's URLs. */
const PROXY_ONLY = ["x-forwarded-host", "x-forwarded-port"];

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** X-Forwarded-For and -Proto say what the socket (or a trusted proxy) says, never what the client claims. */
function rewriteForwarding(req: IncomingMessage, trusted: TrustedProxies) {
  const peer = req.socket.remoteAddress;
  const client = clientOf(
    {
      peer,
      forwardedFor: first(req.headers["x-forwarded-for"]),
      forwardedProto: first(req.headers["x-forwarded-proto"]),
      tls: Boolean((req.socket as TLSSocket).encrypted),
    },
    trusted,
  );
  req.headers["x-forwarded-for"] = client.address;
  req.headers["x-forwarded-proto"] = client.secure ? "https" : "http";
  if (!peer || !trusted.has(peer)) for (const name of PROXY_ONLY) delete req.headers[name];
}

function refuseMalformed(req: IncomingMessage, res: ServerResponse) {
  const api = req.url!.startsWith(`${GATEWAY_PREFIX}/`);
  res.writeHead(400, { "Content-Type": `${api ? "application/json" : "text/plain"}; charset=utf-8` });
  res.end(api ? doorEnvelope(400, DOOR_MESSAGES.badPath) : DOOR_MESSAGES.badPath);
}

/**
 * The web server's request listener in front of Next: security headers on every response (read
 * from the environment at start, so one build serves any media origin), 400 for undecodable paths,
 * honest forwarding headers for the gateway, and (production) a one-second memory of public ISR
 * pages (page-cache.ts).
 */
export function createWebDoor(
  env: Pick<WebEnv, "WEB_TRUSTED_PROXIES" | "MEDIA_PUBLIC_URL" | "SITE_STATS_SCRIPT">,
  handle: Handle,
  dev = false,
) {
  const trusted = parseTrustedProxies(env.WEB_TRUSTED_PROXIES);
  const headers = Object.entries(
    securityHeaders({ mediaUrl: env.MEDIA_PUBLIC_URL, statsScriptUrl: env.SITE_STATS_SCRIPT, dev }),
  );
  const serve = dev ? handle : createPageCache(handle);
  return (req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    if (hasMalformedPath(req.url ?? "/")) return refuseMalformed(req, res);
    rewriteForwarding(req, trusted);
    void serve(req, res);
  };
}
