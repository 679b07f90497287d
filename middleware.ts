import { type NextRequest, NextResponse } from "next/server";
import { AUTH_COOKIE_NAME, SIGNED_IN_COOKIE_NAME } from "@/lib/constants";
import { queryRewritePath } from "@/lib/page-query";
import { requiresSignIn } from "@/lib/route-guard";
import { webEnv } from "@/lib/web-env";

const SESSION_CHECK_TIMEOUT_MS = 3_000;

/** SPEC §6: a stored auth cookie counts as signed in, and the user is then loaded on the server. */
export async function middleware(request: NextRequest) {
  if (!requiresSignIn(request.nextUrl.pathname)) return cacheableQuery(request) ?? NextResponse.next();
  const token = request.cookies.get(AUTH_COOKIE_NAME)?.value;
  if (token && (await sessionIsValid(token))) return NextResponse.next();
  const home = NextResponse.redirect(new URL("/", request.url));
  if (token) {
    home.cookies.delete(AUTH_COOKIE_NAME);
    home.cookies.delete(SIGNED_IN_COOKIE_NAME);
  }
  return home;
}

/** Public pages with a query render from a path of their own, so each variant is cached (ISR). */
function cacheableQuery(request: NextRequest): NextResponse | null {
  const { pathname, searchParams } = request.nextUrl;
  const path = queryRewritePath(pathname, searchParams);
  return path ? NextResponse.rewrite(new URL(path, request.url)) : null;
}

/** Only a definite 401 signs the visitor out; an unreachable api lets the page decide. */
async function sessionIsValid(token: string): Promise<boolean> {
  try {
    const res = await fetch(`${webEnv.API_INTERNAL_URL}/user/center/info?channelId=3&platform=1`, {
      headers: { accessToken: token },
      signal: AbortSignal.timeout(SESSION_CHECK_TIMEOUT_MS),
      cache: "no-store",
    });
    return res.status !== 401;
  } catch {
    return true;
  }
}

export const config = {
  runtime: "nodejs",
  matcher: ["/((?!_next/|gateway/|images/|avatars/|favicon|icon.svg|robots.txt|sitemap.xml).*)"],
};
