import "server-only";
import { webEnv } from "@/lib/web-env";

/** The public origin (SITE_URL, no trailing slash). */
export const siteOrigin = (): string => webEnv.SITE_URL;

/** An absolute URL on the public origin for a site path ("/news/1") or a gateway path. */
export const absoluteUrl = (path: string): string =>
  `${webEnv.SITE_URL}${path.startsWith("/") ? path : `/${path}`}`;
