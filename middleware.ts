import { type NextRequest, NextResponse } from "next/server";
import { AUTH_COOKIE_NAME } from "@/lib/constants";
import { requiresSignIn } from "@/lib/route-guard";

/** A stored auth cookie counts as signed in; guarded pages load the user on the server. */
export function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (requiresSignIn(pathname) && !request.cookies.get(AUTH_COOKIE_NAME)?.value) {
    return NextResponse.redirect(new URL("/", request.url));
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/((?!_next/|gateway/|images/|favicon|robots.txt|sitemap.xml).*)"],
};
