import { AUTH_COOKIE_NAME, KEEP_LOGIN_DAYS, SIGNED_IN_COOKIE_NAME } from "@/lib/constants";

type Lifetime = { secure: boolean; keep: boolean };

const attributes = ({ secure, keep }: Lifetime) =>
  ["Path=/", "SameSite=Lax", secure ? "Secure" : "", keep ? `Max-Age=${KEEP_LOGIN_DAYS * 24 * 60 * 60}` : ""]
    .filter(Boolean)
    .join("; ");

/**
 * The session as the browser keeps it: the token HttpOnly (no script reads it), and a secret-free
 * hint for the page with the same lifetime (30 days with keep-login, else until the browser closes).
 */
export function sessionCookies(token: string, lifetime: Lifetime): string[] {
  return [
    `${AUTH_COOKIE_NAME}=${token}; HttpOnly; ${attributes(lifetime)}`,
    `${SIGNED_IN_COOKIE_NAME}=1; ${attributes(lifetime)}`,
  ];
}

export function clearedSessionCookies(secure: boolean): string[] {
  const gone = `Path=/; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`;
  return [`${AUTH_COOKIE_NAME}=; HttpOnly; ${gone}`, `${SIGNED_IN_COOKIE_NAME}=; ${gone}`];
}

/** One cookie's value from a Cookie header. */
export function readCookie(header: string | null, name: string): string | undefined {
  for (const pair of header?.split(";") ?? []) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim() || undefined;
  }
  return undefined;
}
