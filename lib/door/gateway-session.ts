import { keepsLogin } from "@/lib/contracts/auth";
import { clearedSessionCookies, sessionCookies } from "./session-cookie";

/** Calls whose answer carries a new session token: the browser gets a cookie instead. */
const ISSUES_SESSION: ReadonlySet<string> = new Set(["/user/login", "/user/register"]);
const LOGOUT = "/user/logout";
/** Ends every session of the account on success (the api revokes them). */
const PASSWORD_CHANGE = "/user/center/updatePassword";

export type DoorRequest = {
  apiPath: string;
  secure: boolean;
  /** Sent by another site: it neither uses nor changes the session. */
  crossSite: boolean;
  hadSession: boolean;
  body: Uint8Array | undefined;
  contentType: string;
};

type Envelope = { code?: unknown; data?: unknown };

/** The keep-login box of a login or sign-up body, JSON or form-encoded. */
function asksToKeep({ body, contentType }: DoorRequest): boolean {
  const text = body ? new TextDecoder().decode(body) : "";
  try {
    const auto = /json/i.test(contentType)
      ? (JSON.parse(text) as { auto?: unknown }).auto
      : new URLSearchParams(text).get("auto");
    return keepsLogin(auto ?? undefined);
  } catch {
    return true;
  }
}

function parse(text: string): Envelope | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as Envelope) : null;
  } catch {
    return null;
  }
}

/**
 * What the api's answer does to the browser's session: a new token becomes cookies and leaves the
 * body; logout, a password change and a dead session (401) clear them. Answers `body` unchanged
 * when the answer needs no rewriting (`null` text means it was not read).
 */
export function sessionEffects(req: DoorRequest, status: number, text: string | null) {
  const cookies: string[] = [];
  let body = text;
  const answer = text === null ? null : parse(text);
  if (
    ISSUES_SESSION.has(req.apiPath) &&
    answer?.code === 200 &&
    answer.data &&
    typeof answer.data === "object"
  ) {
    const { token, ...rest } = answer.data as { token?: unknown };
    if (typeof token === "string" && !req.crossSite) {
      cookies.push(...sessionCookies(token, { secure: req.secure, keep: asksToKeep(req) }));
    }
    body = JSON.stringify({ ...answer, data: rest });
  }
  const ended =
    req.apiPath === LOGOUT ||
    (req.apiPath === PASSWORD_CHANGE && answer?.code === 200) ||
    (status === 401 && req.hadSession);
  if (ended && !req.crossSite) cookies.push(...clearedSessionCookies(req.secure));
  return { cookies, body };
}

/** Only these answers are read whole; every other one streams through (SSE, files). */
export const readsAnswer = (apiPath: string) => ISSUES_SESSION.has(apiPath) || apiPath === PASSWORD_CHANGE;
