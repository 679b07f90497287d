import { isIP } from "node:net";
import { BODY_TOO_LARGE_MESSAGE } from "@/lib/contracts/body-limit";
import { AUTH_COOKIE_NAME } from "@/lib/constants";
import { boundedBody, TOO_LARGE } from "./bounded-body";
import { isCrossSite } from "./cross-site";
import { DOOR_MESSAGES, doorEnvelope } from "./door-messages";
import { apiPathOf } from "./gateway-paths";
import { type DoorRequest, readsAnswer, sessionEffects } from "./gateway-session";
import { readCookie } from "./session-cookie";

/** Request headers the api may see from the browser; the session and the address are the door's. */
const FORWARDED = ["content-type", "last-event-id", "accept", "range", "user-agent"];
/** Answer headers that no longer hold once the door has read or re-encoded the body. */
const DROPPED = ["content-encoding", "content-length", "set-cookie"];

type Send = (url: string, init: RequestInit) => Promise<Response>;

const doorAnswer = (status: number, message: string) =>
  new Response(doorEnvelope(status, message), {
    status,
    headers: { "content-type": "application/json; charset=utf-8" },
  });

/** The api request the browser's request becomes: its own headers, the cookie's session, the true address. */
function upstreamHeaders(request: Request, token: string | undefined): Headers {
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  if (token) headers.set("accessToken", token);
  // The web server set X-Forwarded-For to the socket peer (or a trusted proxy's client): one address.
  const client = request.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
  if (client && isIP(client)) headers.set("x-forwarded-for", client);
  return headers;
}

/**
 * Same-origin door to the api (DESIGN §10): forwards the allow-listed families only, keeps the
 * session in an HttpOnly cookie the browser never reads, and attaches it to same-site requests only.
 */
export function createGateway({ apiUrl, send = fetch }: { apiUrl: string; send?: Send }) {
  return async function gateway(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const apiPath = apiPathOf(url.pathname);
    if (!apiPath) return doorAnswer(404, DOOR_MESSAGES.notFound);
    const body = await boundedBody(request, apiPath);
    if (body === TOO_LARGE) return doorAnswer(413, BODY_TOO_LARGE_MESSAGE);

    const secure = request.headers.get("x-forwarded-proto") === "https";
    const ownOrigin = `${secure ? "https" : "http"}://${request.headers.get("host")}`;
    const crossSite = isCrossSite(request.headers, ownOrigin);
    const token = crossSite ? undefined : readCookie(request.headers.get("cookie"), AUTH_COOKIE_NAME);
    let upstream: Response;
    try {
      upstream = await send(`${apiUrl}${apiPath}${url.search}`, {
        method: request.method,
        headers: upstreamHeaders(request, token),
        body: body as BodyInit | undefined,
        signal: request.signal,
        cache: "no-store",
        redirect: "manual",
      });
    } catch {
      return doorAnswer(503, DOOR_MESSAGES.unavailable);
    }

    const door: DoorRequest = {
      apiPath,
      secure,
      crossSite,
      hadSession: Boolean(token),
      body,
      contentType: request.headers.get("content-type") ?? "",
    };
    const text = readsAnswer(apiPath) ? await upstream.text() : null;
    const effects = sessionEffects(door, upstream.status, text);
    const headers = new Headers(upstream.headers);
    for (const name of DROPPED) headers.delete(name);
    for (const cookie of effects.cookies) headers.append("set-cookie", cookie);
    return new Response(effects.body ?? upstream.body, { status: upstream.status, headers });
  };
}
